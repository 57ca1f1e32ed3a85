import { config } from './config.server'

// The staff session's cookie: http-only, so no script on a page reads it; SameSite=Lax, so another site's form
// does not carry it; and on HTTPS `Secure` under the `__Host-` prefix, so no subdomain can set one in its place.

/** Whether the site's cookies are sent over HTTPS only, under the `__Host-` prefix. */
export function secureCookies() {
  return config().SITE_URL.startsWith('https://')
}

export function sessionCookieName() {
  return secureCookies() ? '__Host-rc_session' : 'rc_session'
}

export function sessionCookie(token: string, lifetimeMs: number) {
  return [
    `${sessionCookieName()}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${Math.floor(lifetimeMs / 1000)}`,
    ...(secureCookies() ? ['Secure'] : []),
  ].join('; ')
}

export function expiredSessionCookie() {
  return [
    `${sessionCookieName()}=`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    'Max-Age=0',
    ...(secureCookies() ? ['Secure'] : []),
  ].join('; ')
}

/** The session token a Cookie header carries, or null. */
export function sessionTokenIn(cookieHeader: string | null | undefined) {
  const name = sessionCookieName()
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=') || null
  }
  return null
}

/** The session token a request carries, or null. */
export function sessionToken(request: Request) {
  return sessionTokenIn(request.headers.get('cookie'))
}

/**
 * Whether a Cookie header carries a session, valid or not: whatever is rendered for it may hold a staff member's
 * name and address, so no cache may keep it (`privateWhenSignedIn`, security.server.ts).
 */
export function carriesSession(cookieHeader: string | undefined) {
  return sessionTokenIn(cookieHeader) !== null
}
