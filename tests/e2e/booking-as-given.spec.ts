import { type Locator, type Page, expect, test } from '@playwright/test'
import { dateFromToday, fillDate, ownAddress, whenScriptReady } from './forms-support'
import { mailsTo } from './mail-files'
import { referenceIn, storedRow } from './stored-rows'

// A booking reaches the team exactly as the customer gave it, and the customer keeps proof of it. At a
// phone's width and a desktop's, with and without JavaScript.

const teamInbox = 'team@reelcraft.in'
const nextYear = new Date().getUTCFullYear() + 1

/** Types the phone as a person would: key by key where the page's script reads keys, in one go without it. */
async function typePhone(form: Locator, phone: string, scripts: boolean) {
  const field = form.getByLabel('Phone')
  if (scripts) await field.pressSequentially(phone)
  else await field.fill(phone)
}

/** Fills one event: its date, start time and place. */
async function fillEvent(scope: Locator, day: string, time: string, place: string) {
  await fillDate(scope, 'Date', day)
  await scope.getByLabel(/time/i).fill(time)
  await scope.getByRole('combobox', { name: 'Location' }).fill(place)
}

async function openBooking(page: Page, path: string, scripts: boolean) {
  await page.goto(path)
  if (scripts) await whenScriptReady(page)
  return page.getByRole('main')
}

const widths = [375, 1280]

for (const [widthIndex, width] of widths.entries()) {
  for (const scripts of [true, false]) {
    test.describe(`at ${width} px ${scripts ? 'with' : 'without'} JavaScript`, () => {
      test.use({ viewport: { width, height: 800 }, javaScriptEnabled: scripts })
      // Days and a phone of their own, so that no booking here is taken for the same one sent again.
      const run = 2 * widthIndex + (scripts ? 0 : 1)
      const firstDay = 60 + 10 * run

      test('a phone typed with +91, 0, a dash or another country’s code is stored and mailed in E.164', async ({
        page,
      }) => {
        await ownAddress(page)
        const typed = [
          ['+91 98480 12345', '+919848012345', '+91 98480 12345'],
          ['098480 12345', '+919848012345', '+91 98480 12345'],
          ['98480-12345', '+919848012345', '+91 98480 12345'],
          ['+971 50 123 4567', '+971501234567', '+971 50 123 4567'],
        ] as const
        for (const [index, [phone, stored, read]] of typed.entries()) {
          const form = await openBooking(page, '/book?package=half-day', scripts)
          await form.getByLabel('Name').fill('Asha Rao')
          await typePhone(form, phone, scripts)
          await fillEvent(form, dateFromToday(firstDay + index), '18:30', 'Jubilee Hills, Hyderabad')
          await form.getByRole('button', { name: 'Book Now' }).click()
          const reference = await referenceIn(page, 'Thank You!', 'BK')
          await expect(page.getByRole('region', { name: 'Thank You!' })).toContainText(read)
          expect(storedRow('bookings', reference)).toMatchObject({ phone: stored })
          const [mail] = await mailsTo(teamInbox, `Reference: ${reference}`)
          expect(mail).toContain(`Phone: ${read}`)
          expect(mail).toContain(`tel:${stored}`)
          expect(mail).toContain(`https://wa.me/${stored.slice(1)}`)
        }
      })

      test.describe('in a browser that speaks US English', () => {
        test.use({ locale: 'en-US' })

        test('12 February typed day first books 12 February, and the customer’s copy says so in words', async ({
          page,
        }) => {
          await ownAddress(page)
          const email = `asha.${width}.${scripts ? 'js' : 'nojs'}@example.in`
          const form = await openBooking(page, '/book?package=half-day', scripts)
          await form.getByLabel('Name').fill('Asha Rao')
          await typePhone(form, `98480 1234${run}`, scripts)
          await form.getByLabel('Email').fill(email)
          await fillEvent(form, `${nextYear}-02-12`, '18:30', 'Jubilee Hills, Hyderabad')
          if (scripts) await expect(form.getByText(`12 Feb ${nextYear}`)).toBeVisible()
          await form.getByRole('button', { name: 'Book Now' }).click()

          const reference = await referenceIn(page, 'Thank You!', 'BK')
          const panel = page.getByRole('region', { name: 'Thank You!' })
          await expect(panel).toContainText(new RegExp(`Date\\s*\\w{3}, 12 Feb ${nextYear}`))
          await expect(panel).toContainText('18:30 IST')
          await expect(panel).toContainText('4,999 + 18% GST')
          expect(storedRow('bookings', reference)).toMatchObject({ event_date: `${nextYear}-02-12`, email })
          const [copy] = await mailsTo(email, reference)
          expect(copy).toContain(`Your reference is ${reference}.`)
          expect(copy).toMatch(new RegExp(`Date: \\w{3}, 12 Feb ${nextYear}`))
          expect(copy).toContain('Time: 18:30 IST')
        })
      })

      test('a three-event package takes each event’s own date, time and place, two on one day, refuses two at one start, and the team hears its name and total', async ({
        page,
      }) => {
        await ownAddress(page)
        const days = [dateFromToday(firstDay + 5), dateFromToday(firstDay + 6), dateFromToday(firstDay + 7)]
        const form = await openBooking(page, '/book?package=wedding-silver', scripts)
        await expect(form).toContainText('Each of the 3 events is covered for up to 6 hours')
        await form.getByLabel('Name').fill('Lakshmi Reddy')
        await typePhone(form, '+91 98765 43210', scripts)
        // The sangeet comes last but is typed first; the mehendi, on the haldi's day, is typed with its start by
        // mistake.
        await fillEvent(form.getByRole('group', { name: 'Event 1' }), days[2], '19:00', 'Novotel, HITEC City')
        await fillEvent(form.getByRole('group', { name: 'Event 2' }), days[0], '10:00', 'Home, Jubilee Hills')
        await fillEvent(form.getByRole('group', { name: 'Event 3' }), days[0], '10:00', 'Taj Krishna, Banjara Hills')
        await form.getByRole('button', { name: 'Book Now' }).click()

        const third = form.getByRole('group', { name: 'Event 3' })
        await expect(
          third.getByText('Two events cannot start on the same day at the same time: give this one another start time'),
        ).toBeVisible()
        await expect(third.getByLabel('Start time')).toBeFocused()
        await third.getByLabel('Start time').fill('16:00')
        await form.getByRole('button', { name: 'Book Now' }).click()

        const reference = await referenceIn(page, 'Thank You!', 'BK')
        const panel = page.getByRole('region', { name: 'Thank You!' })
        await expect(panel).toContainText('Silver package')
        await expect(panel).toContainText('up to 6 hours')
        await expect(panel).toContainText('44,999 + 18% GST = ₹53,099')
        await expect(panel).toContainText(/Event 1\s*\w{3}, \d+ \w{3} \d{4}, 10:00 IST, Home, Jubilee Hills/)
        await expect(panel).toContainText(/Event 3\s*\w{3}, \d+ \w{3} \d{4}, 19:00 IST, Novotel, HITEC City/)
        const row = storedRow('bookings', reference)
        expect(row).toMatchObject({
          package_id: 'wedding-silver',
          event_date: days[0],
          event_time: '10:00',
          location: 'Home, Jubilee Hills',
        })
        expect(JSON.parse(String(row?.events))).toEqual([
          { date: days[0], time: '10:00', location: 'Home, Jubilee Hills' },
          { date: days[0], time: '16:00', location: 'Taj Krishna, Banjara Hills' },
          { date: days[2], time: '19:00', location: 'Novotel, HITEC City' },
        ])
        const [mail] = await mailsTo(teamInbox, `Reference: ${reference}`)
        expect(mail).toContain('Package: Silver package')
        expect(mail).toMatch(/Total with GST: .*44,999 \+ 18% GST = .*53,099/)
        expect(mail).toMatch(/Event 2: \w{3}, \d+ \w{3} \d{4}, 16:00 IST, Taj Krishna, Banjara Hills/)
      })

      if (scripts) {
        test('a booking made in the dialog leaves its reference, its events and its total on the page', async ({
          page,
        }) => {
          await ownAddress(page)
          await page.goto('/reel-packages')
          await page.getByRole('article', { name: 'Wedding' }).getByRole('link', { name: 'Book Now' }).click()
          const dialog = page.getByRole('dialog', { name: 'Book a Reel-Maker' })
          await dialog.getByLabel('Name').fill('Ravi')
          await typePhone(dialog, '+91 91234 56780', true)
          await fillEvent(dialog, dateFromToday(firstDay + 9), '10:00', 'Banjara Hills')
          await dialog.getByRole('button', { name: 'Book Now' }).click()
          await expect(dialog.getByText('Thank You!')).toBeVisible()
          await expect(dialog).toBeHidden()

          const reference = await referenceIn(page, 'Thank You!', 'BK')
          const panel = page.getByRole('region', { name: 'Thank You!' })
          await expect(panel).toContainText('Wedding package')
          await expect(panel).toContainText(
            'from ₹14,999 + 18% GST = ₹17,699; our team confirms the price when they call',
          )
          await expect(panel).toContainText('+91 91234 56780')
          expect(storedRow('bookings', reference)).toMatchObject({ package_id: 'wedding', phone: '+919123456780' })
        })
      }
    })
  }
}
