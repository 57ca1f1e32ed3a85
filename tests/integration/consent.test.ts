import { describe, expect, it } from 'vitest'
import { action } from '~/routes/consent'
import { consentFrom } from '~/server/consent.server'
import { offSiteTargets } from '../fixtures/off-site-targets'
import { consoleRequest, context, outcome, siteOrigin } from './console-helpers'

// The cookie banner and the cookie policy post the visitor's choice to /consent (app/routes/consent.ts).
const oneYear = 365 * 24 * 60 * 60

function choose(form: Record<string, string>, origin?: string) {
  return action({ request: consoleRequest('/consent', { method: 'POST', form, origin }), context, params: {} } as never)
}

/**
 * A choice sent from a page whose `Referrer-Policy: no-referrer` (a request's page) makes the browser send
 * `Origin: null` and no Referer, with the Fetch Metadata the browser gives it, if any.
 */
function chooseWithoutReferrer(form: Record<string, string>, fetchSite?: string) {
  const headers = new Headers({ origin: 'null' })
  if (fetchSite) headers.set('sec-fetch-site', fetchSite)
  const request = new Request(`${siteOrigin}/consent`, { method: 'POST', headers, body: new URLSearchParams(form) })
  return action({ request, context, params: {} } as never)
}

/** The Set-Cookie header of an answer, returned or thrown, as a redirect or as data. */
async function setCookie(run: () => Promise<unknown>) {
  try {
    return headerOf(await run())
  } catch (thrown) {
    return headerOf(thrown)
  }
}

function headerOf(value: unknown) {
  if (value instanceof Response) return value.headers.get('set-cookie')
  const init = (value as { init?: { headers?: Record<string, string> } }).init
  return init?.headers?.['Set-Cookie'] ?? null
}

describe('the consent route', () => {
  it('keeps Allow as true and Reject as false for a year, in a cookie only the server reads', async () => {
    expect(await setCookie(() => choose({ choice: 'true' }))).toBe(
      `cookie-consent=true; Path=/; HttpOnly; SameSite=Lax; Max-Age=${oneYear}`,
    )
    expect(await setCookie(() => choose({ choice: 'false' }))).toBe(
      `cookie-consent=false; Path=/; HttpOnly; SameSite=Lax; Max-Age=${oneYear}`,
    )
  })

  it('sends a visitor without scripts back to the page they chose on, and a fetcher nowhere', async () => {
    const posted = await outcome(() => choose({ choice: 'true', back: '/blog/birthday-reel-ideas?page=2' }))
    expect(posted).toMatchObject({ status: 303, location: '/blog/birthday-reel-ideas?page=2' })
    const fetched = await outcome(() => choose({ choice: 'true' }))
    expect(fetched).toMatchObject({ status: 200, body: { choice: 'true' } })
  })

  it('never sends the visitor to another site, however the address is disguised, nor anywhere but a page here', async () => {
    for (const back of offSiteTargets) {
      expect(await outcome(() => choose({ choice: 'false', back })), back).toMatchObject({ status: 303, location: '/' })
    }
  })

  it('refuses a choice posted from another site, and anything that is not a choice', async () => {
    expect(await outcome(() => choose({ choice: 'true', back: '/' }, 'https://evil.example'))).toMatchObject({
      status: 403,
    })
    expect(await setCookie(() => choose({ choice: 'true', back: '/' }, 'https://evil.example'))).toBeNull()
    expect(await outcome(() => choose({ choice: 'maybe', back: '/' }))).toMatchObject({ status: 400 })
    expect(await outcome(() => choose({ back: '/' }))).toMatchObject({ status: 400 })
  })

  it("takes Reject and Allow from a page that sends no referrer, such as a request's page, and goes back to it", async () => {
    const back = '/requests/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE'
    for (const choice of ['false', 'true']) {
      expect(await outcome(() => chooseWithoutReferrer({ choice, back }, 'same-origin'))).toMatchObject({
        status: 303,
        location: back,
      })
      expect(await setCookie(() => chooseWithoutReferrer({ choice, back }, 'same-origin'))).toBe(
        `cookie-consent=${choice}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${oneYear}`,
      )
    }
  })

  it('refuses a choice naming no origin from a frame on another site, or from a browser that does not say where', async () => {
    for (const fetchSite of ['cross-site', 'same-site', undefined]) {
      expect(
        await outcome(() => chooseWithoutReferrer({ choice: 'true', back: '/' }, fetchSite)),
        fetchSite,
      ).toMatchObject({
        status: 403,
        body: { error: 'This request did not come from our site, so it was refused.' },
      })
    }
  })
})

describe('the stored choice', () => {
  it('is read from the Cookie header, and anything but true or false counts as no answer', () => {
    expect(consentFrom('rc_session=abc; cookie-consent=true')).toBe('true')
    expect(consentFrom('cookie-consent=false')).toBe('false')
    expect(consentFrom('cookie-consent=yes')).toBeNull()
    expect(consentFrom('other-cookie-consent=true')).toBeNull()
    expect(consentFrom(null)).toBeNull()
  })
})
