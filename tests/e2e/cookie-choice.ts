import { type Page, test } from '@playwright/test'

// The visitor's answer to the cookie banner lives in a first-party cookie that the server reads.
export const consentCookie = 'cookie-consent'

/** A visitor who has already answered the cookie question, so the banner does not cover the page. */
export async function answeredCookies(page: Page, choice: 'true' | 'false' = 'false', siteUrl?: string) {
  const url = siteUrl ?? test.info().project.use.baseURL
  if (!url) throw new Error('answeredCookies needs the address of the site')
  await page.context().addCookies([{ name: consentCookie, value: choice, url }])
}

/** The answer the browser keeps for the site, if any. */
export async function storedChoice(page: Page) {
  const cookies = await page.context().cookies()
  return cookies.find((cookie) => cookie.name === consentCookie)?.value ?? null
}
