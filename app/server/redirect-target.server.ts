// Every redirect whose target a visitor can choose (sign-in's `redirectTo`, the cookie choice's `back`) goes
// through this one function, which only ever answers a path on this site.

const maxLength = 1024
const origin = 'http://site.invalid'

// One leading slash, then no backslash, white space or control character: browsers drop tabs and newlines
// and read a backslash as a slash, so "/\t/x" and "/\x" would leave the site.
function isSitePath(path: string) {
  return path.startsWith('/') && !path.startsWith('//') && !/[\\\s\p{Cc}]/u.test(path)
}

/**
 * The path to send a visitor to, taken from a value they supplied, or `fallback` when the value could lead
 * anywhere else. The value is checked as written, with its path percent-decoded ("/%5c%5cx"), and once more
 * after the URL parser has resolved its dot segments ("/.//x" and "/%2e//x" both become "//x").
 */
export function safeRedirectTarget(value: unknown, fallback: string) {
  if (typeof value !== 'string' || value.length > maxLength || !isSitePath(value)) return fallback
  let decodedPath: string
  try {
    decodedPath = decodeURIComponent(value.split(/[?#]/, 1)[0] ?? '')
  } catch {
    return fallback
  }
  if (!isSitePath(decodedPath)) return fallback
  const url = new URL(value, origin)
  const target = `${url.pathname}${url.search}${url.hash}`
  return url.origin === origin && isSitePath(target) ? target : fallback
}
