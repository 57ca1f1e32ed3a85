import { type Page, expect, test } from '@playwright/test'
import * as business from '~/content/business'
import { exampleMarks, exampleNotes } from '~/content/example-marks'
import { businessFacts } from '~/content/shipped-facts'
import { timelineOf } from '~/content/timeline'
import { factsFoundIn } from '../fixtures/business-facts'
import { ownAddress } from './forms-support'
import { declaredFacts, publicRoutes } from './site-map'

// Nothing the business has not confirmed is presented as true: on every public page, in its structured data
// and in the press kit. The examples are read from app/content/business.ts, so the test keeps holding once
// the business confirms some of them. Each kind of example is marked wherever it appears, or left out
// (docs/decisions/0103-examples-never-pass-as-facts.md).

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

/**
 * The example values a reader meets in a sentence or beside a label, each with the mark that must follow it
 * wherever it is written: at once, or for an offer at the end of its words ('50% off your first shoot (example
 * offer)').
 */
const markedValues: { values: string[]; mark: string; within?: number }[] = [
  {
    values: Object.values(business.figures)
      .filter((figure) => !figure.confirmed)
      .map((figure) => figure.value),
    mark: exampleMarks.figure,
  },
  { values: business.company.confirmed ? [] : [business.company.legalName], mark: exampleMarks.company },
  {
    values: [
      ...Object.values(business.email),
      { address: business.grievanceOfficer.email, ...business.grievanceOfficer },
    ]
      .filter((email) => !email.confirmed)
      .map((email) => email.address),
    mark: exampleMarks.email,
  },
  { values: business.patent.confirmed ? [] : [business.patent.applicationNumber], mark: exampleMarks.patentNumber },
  {
    values: [
      ...(business.offers.newsletter.confirmed ? [] : [`${business.offers.newsletter.percentOff}% off`]),
      ...(business.offers.waitlist.confirmed ? [] : ['free shoot']),
    ],
    mark: exampleMarks.offer,
    within: 30,
  },
]

/** The words of the page without the milestones that say they are examples, each of which is one as a whole. */
function withoutMarkedMilestones(text: string) {
  return timelineOf(businessFacts)
    .filter((milestone) => milestone.exampleNote)
    .reduce((rest, milestone) => rest.replaceAll(milestone.title, '').replaceAll(milestone.content, ''), text)
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

    // A figure, the company's name, an e-mail address, the patent's number and an offer say they are examples
    // wherever they are written, and an example e-mail address is never a link.
    const sentences = withoutMarkedMilestones(text)
    for (const { values, mark, within = 0 } of markedValues) {
      for (const value of values) {
        for (const after of sentences.split(value).slice(1)) {
          expect(after.slice(0, within + mark.length + 4), `${value} on ${path}`).toContain(mark)
        }
      }
    }
    for (const address of markedValues[2].values) expect(links, 'a mailto: link').not.toContain(`mailto:${address}`)

    // No outlet is credited with coverage the business has not confirmed.
    for (const story of exampleCoverage) expect(text).not.toContain(story.outlet)
    if (confirmedCoverage.length === 0) expect(text).not.toMatch(/As featured in/i)
    if (!business.testimonials.some((testimonial) => 'consent' in testimonial))
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

// The list of examples is made from what each page declares it shows (app/pages/page-handle.ts): a page that shows an
// example without declaring it would leave it out of `npm run content:check`.
for (const path of pages) {
  test(`${path} declares every example it shows`, async ({ request }) => {
    const text = words(await (await request.get(path)).text())
    expect(declaredFacts(path)).toEqual(expect.arrayContaining(factsFoundIn(text)))
  })
}

/** The cards of a list that hold the entry's name (as written, capitals and all): each must carry the entry's note. */
async function expectEachCardNoted(page: Page, role: 'listitem' | 'figure' | 'article', name: string, note: string) {
  const cards = page
    .getByRole(role, { includeHidden: true })
    .filter({ hasText: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
  expect(await cards.count(), `${name}'s card`).toBeGreaterThan(0)
  for (const card of await cards.all()) await expect(card, name).toContainText(note)
}

test.describe('an entry the business has not confirmed', () => {
  test('a testimonial says it is not from a real customer', async ({ page }) => {
    await page.goto('/')
    const examples = business.testimonials.filter((testimonial) => !testimonial.confirmed)
    for (const testimonial of examples)
      await expectEachCardNoted(page, 'figure', testimonial.name, exampleNotes.testimonial)
  })

  test('a member of the team says they are not on our team, on the about page and in the press kit', async ({
    page,
    request,
  }) => {
    await page.goto('/about')
    const examples = business.team.filter((member) => !member.confirmed)
    for (const member of examples) await expectEachCardNoted(page, 'listitem', member.name, exampleNotes.teamMember)
    const kit = words(await (await request.get('/press/kit')).text())
    for (const member of examples.filter((person) => kit.includes(person.name)))
      expect(kit).toContain(`${member.name} (${exampleNotes.teamMember})`)
  })

  for (const path of ['/about', '/journey']) {
    test(`a milestone or a funding round on ${path} says it is not confirmed`, async ({ page }) => {
      await page.goto(path)
      const milestones = business.timeline.flatMap((milestone) =>
        milestone.title && milestone.confirmed === false ? [milestone.title] : [],
      )
      const rounds = business.funding.filter((round) => !round.confirmed).map((round) => round.amount)
      expect(milestones.length + rounds.length).toBeGreaterThan(0)
      for (const title of [...milestones, ...rounds])
        await expectEachCardNoted(page, 'listitem', title, exampleNotes.milestone)
    })
  }

  test('a press release that tells of a funding round, a figure or the patent says its facts are not confirmed', async ({
    page,
  }) => {
    const told = [
      ...business.funding.filter((round) => !round.confirmed).map((round) => round.amount),
      ...(business.figures.reelMakers.confirmed ? [] : [business.figures.reelMakers.value]),
      ...(business.patent.confirmed ? [] : ['patent application']),
    ]
    expect(told.length).toBeGreaterThan(0)
    await page.goto('/press/releases')
    for (const words of told) await expectEachCardNoted(page, 'article', words, exampleNotes.release)
    // The press page's cards are its newest releases.
    await page.goto('/press')
    let noted = 0
    for (const card of await page.getByRole('main').getByRole('article').all()) {
      const text = (await card.textContent()) ?? ''
      if (!told.some((words) => text.includes(words))) continue
      await expect(card).toContainText(exampleNotes.release)
      noted += 1
    }
    expect(noted, 'press cards telling of examples').toBeGreaterThan(0)
  })
})

test('the press page offers no e-mail button while the press address is an example', async ({ page }) => {
  await page.goto('/press')
  const contact = page.getByRole('region', { name: 'Press enquiries' })
  await expect(contact).toContainText(`${business.email.press.address} (${exampleMarks.email})`)
  await expect(contact.getByRole('link', { name: 'Contact PR' })).toHaveCount(0)
})
