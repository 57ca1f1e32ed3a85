// CSV for spreadsheets: RFC 4180 quoting, CRLF line ends, a UTF-8 byte-order mark so Excel reads the text
// as UTF-8, and every cell that a spreadsheet would run as a formula (one starting with =, +, -, @, a tab or
// a carriage return, or the full-width ＝ ＋ － ＠ that spreadsheets in East Asian locales read as them)
// prefixed with an apostrophe, which spreadsheets show as text.

const formulaStart = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/

export function csvCell(value: unknown) {
  const text = value === null || value === undefined ? '' : String(value)
  const safe = formulaStart.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export function toCsv(header: string[], rows: unknown[][]) {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
