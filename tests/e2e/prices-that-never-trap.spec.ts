import { type Locator, type Page, expect, test } from '@playwright/test'
import { accessibilityViolations } from './accessibility'
import { dateFromToday, fillDate, ownAddress, whenScriptReady } from './forms-support'
import { mailsTo } from './mail-files'
import { referenceIn, storedRow } from './stored-rows'

// Prices that never trap: 3 hours by the hour point to the Half-Day Plan with both totals and one tap to switch,
// an hourly booking of several events takes each one's hours and shows one total, and a place outside the cities
// we serve is said so before the booking is sent. At a phone's width and a desktop's, with and without JavaScript.

const teamInbox = 'team@reelcraft.in'
const outsideWords =
  "We serve Hyderabad, Vijayawada, Warangal, Vizag and Bangalore, and this place names none of them. If it is in one of them, add the city's name; if not, you can still send your booking, as a request our team answers."

async function openBooking(page: Page, path: string, scripts: boolean) {
  await page.goto(path)
  if (scripts) await whenScriptReady(page)
  return page.getByRole('main')
}

/** Types the phone as a person would: key by key where the page's script reads keys, in one go without it. */
async function typePhone(form: Locator, phone: string, scripts: boolean) {
  const field = form.getByLabel('Phone')
  if (scripts) await field.pressSequentially(phone)
  else await field.fill(phone)
}

/** Fills one event: its date, start time, hours when asked, and place. */
async function fillEvent(scope: Locator, event: { day: string; time: string; place: string; hours?: string }) {
  await fillDate(scope, 'Date', event.day)
  await scope.getByLabel(/time/i).fill(event.time)
  if (event.hours) await scope.getByLabel('Hours').fill(event.hours)
  await scope.getByRole('combobox', { name: 'Location' }).fill(event.place)
}

const widths = [375, 1280]

for (const [widthIndex, width] of widths.entries()) {
  for (const scripts of [true, false]) {
    test.describe(`at ${width} px ${scripts ? 'with' : 'without'} JavaScript`, () => {
      test.use({ viewport: { width, height: 800 }, javaScriptEnabled: scripts })
      // Days and phones of their own, so that no booking here is taken for another sent again.
      const run = 2 * widthIndex + (scripts ? 0 : 1)
      const firstDay = 200 + 10 * run

      test('3 hourly hours point to the Half-Day Plan with both totals, and one tap switches to it keeping what was typed', async ({
        page,
      }) => {
        await ownAddress(page)
        const form = await openBooking(page, '/book?package=hourly', scripts)
        const pointer = form.getByText('For 3 hours, the Half-Day Plan costs less')
        if (scripts) {
          await form.getByLabel('Name').fill('Asha Rao')
          await typePhone(form, `98480 2100${run}`, scripts)
          await form.getByLabel('Hours').fill('2')
          await expect(form).toContainText('Total with GST: 2 × ₹1,999: ₹3,998 + 18% GST = ₹4,718')
          await expect(pointer).toHaveCount(0)
          await form.getByLabel('Hours').fill('3')
        }
        // Without the page's script the form says so before anything is typed, where following its link loses
        // nothing.
        await expect(pointer).toBeVisible()
        await expect(form).toContainText('3 hours by the hour3 × ₹1,999: ₹5,997 + 18% GST = ₹7,076')
        await expect(form).toContainText('Half-Day Plan, up to 3 hours₹4,999 + 18% GST = ₹5,899')
        if (scripts) expect(await accessibilityViolations(page)).toEqual([])
        await form.getByRole('link', { name: 'Switch to the Half-Day Plan' }).click()

        await expect(page).toHaveURL(/\/book\?package=half-day$/)
        await expect(form.getByRole('heading', { name: 'Half-Day Plan' })).toBeVisible()
        await expect(form.getByLabel('Hours')).toHaveCount(0)
        if (scripts) {
          await expect(form.getByLabel('Name')).toHaveValue('Asha Rao')
          await expect(form.getByLabel('Phone')).toHaveValue(`98480 2100${run}`)
        } else {
          await form.getByLabel('Name').fill('Asha Rao')
          await typePhone(form, `98480 2100${run}`, scripts)
        }
        await fillEvent(form, { day: dateFromToday(firstDay), time: '18:30', place: 'Jubilee Hills, Hyderabad' })
        await form.getByRole('button', { name: 'Book Now' }).click()

        const reference = await referenceIn(page, 'Thank You!', 'BK')
        const panel = page.getByRole('region', { name: 'Thank You!' })
        await expect(panel).toContainText('Half-Day Plan')
        await expect(panel).toContainText('Total with GST₹4,999 + 18% GST = ₹5,899')
        expect(storedRow('bookings', reference)).toMatchObject({ package_id: 'half-day', hours: null })
      })

      test('an hourly booking of two events takes the hours of each and shows one total with GST, which the panel and the team’s mail repeat', async ({
        page,
      }) => {
        await ownAddress(page)
        const days = [dateFromToday(firstDay + 1), dateFromToday(firstDay + 2)]
        const total = '5 × ₹1,999: ₹9,995 + 18% GST = ₹11,794'
        const form = await openBooking(page, '/book?package=hourly', scripts)
        await expect(form.getByRole('link', { name: '1 event' })).toHaveAttribute('aria-current', 'page')
        if (scripts) await form.getByLabel('Name').fill('Lakshmi Reddy')
        await form.getByRole('link', { name: '2 events' }).click()

        const first = form.getByRole('group', { name: 'Event 1' })
        const second = form.getByRole('group', { name: 'Event 2' })
        await expect(second).toBeVisible()
        await expect(form.getByRole('link', { name: '2 events' })).toHaveAttribute('aria-current', 'page')
        // With the page's script the second event is added in place, and what was typed stays.
        if (scripts) await expect(form.getByLabel('Name')).toHaveValue('Lakshmi Reddy')
        else await form.getByLabel('Name').fill('Lakshmi Reddy')
        await typePhone(form, `98765 4320${run}`, scripts)
        await fillEvent(first, { day: days[0], time: '18:00', hours: '3', place: 'Banjara Hills' })
        await fillEvent(second, { day: days[1], time: '10:00', hours: '2', place: 'Madhapur' })
        if (scripts) {
          await expect(form).toContainText(`Total with GST: ${total}`)
          // Several events are several half-days, so no one plan covers them.
          await expect(form.getByText(/costs less/)).toHaveCount(0)
        }
        await form.getByRole('button', { name: 'Book Now' }).click()

        const reference = await referenceIn(page, 'Thank You!', 'BK')
        const panel = page.getByRole('region', { name: 'Thank You!' })
        await expect(panel).toContainText(`Total with GST${total}`)
        await expect(panel).toContainText(/Event 2\s*\w{3}, \d+ \w{3} \d{4}, 10:00 IST, 2 hours, Madhapur/)
        const row = storedRow('bookings', reference)
        expect(row).toMatchObject({ package_id: 'hourly', hours: 5 })
        expect(JSON.parse(String(row?.events))).toEqual([
          { date: days[0], time: '18:00', location: 'Banjara Hills', hours: 3 },
          { date: days[1], time: '10:00', location: 'Madhapur', hours: 2 },
        ])
        const [mail] = await mailsTo(teamInbox, `Reference: ${reference}`)
        expect(mail).toMatch(/Total with GST: 5 .*1,999: .*9,995 \+ 18% GST = .*11,794/)
      })

      test('a Chennai venue is told before sending, is taken as a request when sent, and the team’s mail marks it', async ({
        page,
      }) => {
        await ownAddress(page)
        const form = await openBooking(page, '/book?package=half-day', scripts)
        await form.getByLabel('Name').fill('Priya Raman')
        await typePhone(form, `99400 1234${run}`, scripts)
        await fillEvent(form, { day: dateFromToday(firstDay + 4), time: '17:00', place: 'T. Nagar, Chennai' })
        const location = form.getByRole('combobox', { name: 'Location' })
        if (scripts) {
          await location.press('Tab')
        } else {
          // Without the page's script the form can only say so in the page it answers with; nothing is kept yet.
          await form.getByRole('button', { name: 'Book Now' }).click()
          await expect(page.getByRole('region', { name: 'Thank You!' })).toHaveCount(0)
        }
        await expect(form.getByText(outsideWords)).toBeVisible()
        await expect(location).toHaveAccessibleDescription(new RegExp(outsideWords.slice(0, 60)))
        await expect(location).toHaveValue('T. Nagar, Chennai')
        if (scripts) expect(await accessibilityViolations(page)).toEqual([])
        await form.getByRole('button', { name: 'Book Now' }).click()

        const reference = await referenceIn(page, 'Thank You!', 'BK')
        expect(storedRow('bookings', reference)).toMatchObject({ location: 'T. Nagar, Chennai' })
        const [mail] = await mailsTo(teamInbox, `Reference: ${reference}`)
        expect(mail).toMatch(/^Subject: New booking \(outside the cities we serve\): Priya Raman/m)
        expect(mail).toContain('Outside the cities we serve: T. Nagar, Chennai')
      })

      if (scripts) {
        test('in the booking dialog, 3 hourly hours point to the Half-Day Plan, and switching keeps what was typed', async ({
          page,
        }) => {
          await page.goto('/reel-packages')
          await page.getByRole('link', { name: 'Book Hourly' }).click()
          const dialog = page.getByRole('dialog', { name: 'Book a Reel-Maker' })
          await expect(dialog).toContainText('Hourly Plan: tell us where and when.')
          await dialog.getByLabel('Name').fill('Ravi')
          await dialog.getByLabel('Hours').fill('3')
          await dialog.getByRole('link', { name: 'Switch to the Half-Day Plan' }).click()
          await expect(dialog).toContainText('Half-Day Plan: tell us where and when.')
          await expect(dialog.getByLabel('Hours')).toHaveCount(0)
          await expect(dialog.getByLabel('Name')).toHaveValue('Ravi')
          await expect(page).toHaveURL(/\/reel-packages$/)
        })
      }
    })
  }
}
