// The addresses a stored message's headers name, read as a mail program reads them: the header block ends at
// the first empty line, a line that starts with white space continues the one before, and a header holds a
// list of mailboxes (`a@b.co`, `Name <a@b.co>`, `"Rao, Asha" <a@b.co>`) separated by commas outside quotes
// and angle brackets. Each address comes back trimmed and in lower case, as the forms store them.

export function headerAddresses(message: string, headerNames: readonly string[]) {
  const end = message.search(/\r?\n\r?\n/)
  const header = (end === -1 ? message : message.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ')
  const wanted = new Set(headerNames.map((name) => name.toLowerCase()))
  const addresses: string[] = []
  for (const line of header.split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0 && wanted.has(line.slice(0, colon).trim().toLowerCase()))
      addresses.push(...mailboxes(line.slice(colon + 1)))
  }
  return addresses
}

function mailboxes(value: string) {
  const parts: string[] = []
  let current = ''
  let quoted = false
  let bracketed = false
  for (let i = 0; i < value.length; i++) {
    const char = value[i]
    if (quoted && char === '\\') {
      current += char + (value[++i] ?? '')
      continue
    }
    if (char === '"' && !bracketed) quoted = !quoted
    else if (char === '<' && !quoted) bracketed = true
    else if (char === '>' && !quoted) bracketed = false
    else if (char === ',' && !quoted && !bracketed) {
      parts.push(current)
      current = ''
      continue
    }
    current += char
  }
  parts.push(current)
  return parts
    .map((part) => (/<([^>]*)>/.exec(part.replace(/"(?:[^"\\]|\\.)*"/g, ''))?.[1] ?? part).trim().toLowerCase())
    .filter((address) => address.includes('@') && !/[\s"<>]/.test(address))
}
