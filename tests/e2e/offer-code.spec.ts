import { type Locator, type Page, expect, test } from '@playwright/test'
import { dateFromToday, fillDate, ownAddress, whenScriptReady } from './forms-support'
import { linkInMailTo, mailsTo } from './mail-files'
import { referenceIn, storedRow } from './stored-rows'

// The newsletter's promise is kept. The confirmation mail gives the subscriber an offer code, the
// booking form takes it (on /book with and without JavaScript, and in the booking dialog), and the team's mail
// says which offer the booking claims. A code is good for one booking.

const teamInbox = 'team@reelcraft.in'
// The offer ships as an example the business has not confirmed, and says so wherever it is made.
const offerLine = (code: string) =>
  `Offer: 50% off the first shoot (example offer), code ${code}; our team takes it off the price when they confirm it`

let subscribers = 0

/** Signs an address up on the home page and confirms it; answers the offer code its confirmation mail gives. */
async function confirmedSubscriber(page: Page, scripts: boolean) {
  subscribers += 1
  const email = `reader-${subscribers}-${Date.now()}@example.in`
  await page.goto('/')
  if (scripts) await whenScriptReady(page)
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Subscribe' }).click()

  const [mail] = await mailsTo(email, 'your offer code is')
  const code = /your offer code is (NL\d+-[0-9A-Z]{5}-[0-9A-Z]{5})\. It gives you 50% off your first shoot/.exec(
    mail.replace(/\r?\n/g, ' '),
  )?.[1]
  expect(code, 'the offer code in the confirmation mail').toBeTruthy()
  const confirm = await linkInMailTo(email, '/newsletter/confirm')
  await page.goto(`${confirm.pathname}${confirm.search}`)
  await page.getByRole('button', { name: 'Confirm my subscription' }).click()
  await expect(page.getByRole('status')).toContainText('Your subscription is confirmed')
  await expect(page.getByRole('status')).toContainText(`Your offer code is ${code}.`)
  return code as string
}

/** Fills a booking with an offer code typed as a person might, in small letters with spaces. */
async function fillBooking(form: Locator, code: string, day: number) {
  await form.getByLabel('Name').fill('Asha Rao')
  await form.getByLabel('Phone').fill(`98480${String(20000 + day)}`)
  await form.getByRole('combobox', { name: 'Location' }).fill('Jubilee Hills, Hyderabad')
  await fillDate(form, 'Date', dateFromToday(day))
  await form.getByLabel('Time').fill('18:30')
  await form.getByLabel('Offer code (optional)').fill(code.toLowerCase().replace(/-/g, ' '))
}

for (const scripts of [true, false]) {
  test.describe(`on /book ${scripts ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: scripts })

    test('the offer code from the confirmation mail is taken once and shown to the team', async ({ page }) => {
      await ownAddress(page)
      const code = await confirmedSubscriber(page, scripts)
      const day = scripts ? 120 : 121

      await page.goto('/book?package=half-day')
      if (scripts) await whenScriptReady(page)
      const form = page.getByRole('main')
      await fillBooking(form, code, day)
      await form.getByRole('button', { name: 'Book Now' }).click()

      const reference = await referenceIn(page, 'Thank You!', 'BK')
      await expect(page.getByRole('region', { name: 'Thank You!' })).toContainText(offerLine(code).slice(7))
      expect(storedRow('bookings', reference)).toMatchObject({ offer_code: code })
      const [team] = await mailsTo(teamInbox, `Reference: ${reference}`)
      expect(team.replace(/\r?\n/g, ' ')).toContain(offerLine(code))

      // The same code again: refused beside its field, saying what to do, with what was typed kept.
      await page.goto('/book?package=half-day')
      if (scripts) await whenScriptReady(page)
      await fillBooking(form, code, day + 10)
      await form.getByRole('button', { name: 'Book Now' }).click()
      const field = form.getByLabel('Offer code (optional)')
      await expect(field).toHaveAccessibleDescription(
        /This offer code has been used for a booking already, and each code is good for one\. Leave this field empty to book without it\./,
      )
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(form.getByLabel('Name')).toHaveValue('Asha Rao')
    })
  })
}

test('the booking dialog takes the offer code and the team hears of it', async ({ page }) => {
  await ownAddress(page)
  const code = await confirmedSubscriber(page, true)
  await page.goto('/reel-packages')
  await page.getByRole('article', { name: 'Corporate' }).getByRole('link', { name: 'Book Now' }).click()
  const dialog = page.getByRole('dialog', { name: 'Book a Reel-Maker' })
  await whenScriptReady(page)
  await fillBooking(dialog, code, 122)
  await dialog.getByRole('button', { name: 'Book Now' }).click()
  await expect(dialog.getByText('Thank You!')).toBeVisible()

  const [team] = await mailsTo(teamInbox, `code ${code}`)
  expect(team).toContain('Package: Corporate package')
  expect(team.replace(/\r?\n/g, ' ')).toContain(offerLine(code))
})
