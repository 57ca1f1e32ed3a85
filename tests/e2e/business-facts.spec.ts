import { expect, test } from '@playwright/test'
import * as business from '~/content/business'
import { exampleMarks } from '~/content/site'
import { ownAddress } from './forms-support'
import { publicRoutes } from './site-map'

// Nothing the business has not confirmed is presented as true: on every public page, in its structured data
// and in the press kit. The examples are read from app/content/business.ts, so the test keeps holding once
// the business confirms some of them.

const pages = [...publicRoutes.map((route) => route.path), '/blog/plan-reels-for-an-indian-wedding', '/press/kit']

const digits = (number: string) => number.replace(/\D/g, '')
const exampleNumbers = [business.phone.main, business.phone.press, business.whatsapp]
  .filter((entry) => !entry.confirmed)
  .map((entry) => entry.number)
const exampleProfiles = business.social.filter((profile) => !profile.confirmed).map((profile) => profile.url)
const exampleCoverage = business.coverage.filter((story) => !story.confirmed)
const confirmedCoverage = business.coverage.filter((story) => story.confirmed)
/** Profile links the business gave: its own confirmed profiles and the team's. */
const givenProfiles = new Set([
  ...business.social.filter((profile) => profile.confirmed).map((profile) => profile.url),
  ...business.team.flatMap((member): string[] =>
    'links' in member && member.links ? Object.values(member.links) : [],
  ),
])

/** The page's words as a reader meets them, tags dropped and white space collapsed. */
function words(html: string) {
  return html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}

function jsonLd(html: string) {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1])
}

function hrefs(html: string) {
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1].replace(/&amp;/g, '&'))
}

/** The number a WhatsApp link opens a chat with, or null for any other link. */
function whatsappNumberOf(href: string) {
  const link = /^https?:\/\/(?:wa\.me\/|(?:api|web)\.whatsapp\.com\/send\/?\?(?:.*&)?phone=)\+?(\d+)/.exec(href)
  return link ? link[1] : null
}

function expectNoWhatsappToAnExample(links: string[]) {
  for (const number of links.map(whatsappNumberOf).filter((found) => found !== null)) {
    for (const example of exampleNumbers) expect(number, 'a WhatsApp link').not.toBe(digits(example))
  }
}

for (const path of pages) {
  test(`${path} presents no example as true`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const html = await response.text()
    const text = words(html)
    const links = hrefs(html)

    for (const block of jsonLd(html)) {
      for (const number of exampleNumbers) expect(digits(block), 'structured data').not.toContain(digits(number))
      if (!business.address.confirmed) {
        expect(block, 'structured data').not.toContain('PostalAddress')
        expect(block, 'structured data').not.toContain(business.address.street)
      }
      for (const profile of exampleProfiles) expect(block, 'structured data').not.toContain(profile)
    }

    for (const link of links.filter((href) => href.startsWith('tel:'))) {
      for (const number of exampleNumbers) expect(digits(link), 'tel: link').not.toBe(digits(number))
    }
    expectNoWhatsappToAnExample(links)
    for (const link of links) {
      expect(exampleProfiles, 'a link to an example profile').not.toContain(link)
      expect(
        exampleCoverage.map((story) => story.url),
        'a link to example coverage',
      ).not.toContain(link)
      if (/^https:\/\/(www\.)?(instagram|linkedin|youtube|x)\.com\//.test(link))
        expect(givenProfiles, 'a profile nobody gave').toContain(link)
    }

    // An example number or address is shown only with the words that say it is one.
    for (const number of exampleNumbers) {
      for (const at of [...text.matchAll(new RegExp(number.replace(/[+]/g, '\\+'), 'g'))].map((match) => match.index)) {
        expect(text.slice(at, at + number.length + 60), `${number} on ${path}`).toContain(exampleMarks.phone)
      }
    }
    if (!business.address.confirmed) {
      for (const at of [...text.matchAll(new RegExp(business.address.street, 'g'))].map((match) => match.index)) {
        expect(text.slice(at, at + 160), `the address on ${path}`).toContain(exampleMarks.address)
      }
    }
    if (!business.grievanceOfficer.confirmed && text.includes(business.grievanceOfficer.name)) {
      expect(text).toContain(`${business.grievanceOfficer.name} (${exampleMarks.person})`)
    }

    // No outlet is credited with coverage the business has not confirmed.
    for (const story of exampleCoverage) expect(text).not.toContain(story.outlet)
    if (confirmedCoverage.length === 0) expect(text).not.toMatch(/As featured in/i)
    if (!business.testimonials.some((testimonial) => testimonial.permission))
      expect(text).not.toContain('Shared with permission')
  })
}

test.describe('the confirmation a form leaves', () => {
  test.use({ javaScriptEnabled: false })

  test('offers no WhatsApp link to an example number', async ({ page }) => {
    await ownAddress(page)
    await page.goto('/contact')
    await page.getByLabel('Name').fill('Meera Iyer')
    await page.getByLabel('Email').fill('meera@example.in')
    await page.getByLabel('Message').fill('Do you shoot in Warangal?')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('region', { name: 'Message sent successfully!' })).toBeVisible()
    const links = await page
      .locator('a[href]')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
    expectNoWhatsappToAnExample(links)
    if (!business.whatsapp.confirmed) expect(links.filter((href) => whatsappNumberOf(href) !== null)).toEqual([])
  })
})
