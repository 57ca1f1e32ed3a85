import crypto from 'node:crypto'
import { expect, test } from '@playwright/test'
import { dateFromToday, fillDate, ownAddress } from './forms-support'
import { mailsTo } from './mail-files'
import { createStaff, signIn } from './staff-accounts'

// A three-event wedding lives past its first booking: the team changes event 2's day in the console, the customer
// asks on their page to move event 2 again, the team accepts, and the team cancels it. At each step the
// customer's page and mails show only what stands. At a phone's width and a desktop's, with and without
// JavaScript.

/** A day in words as the site writes it: 'Sun, 12 Dec 2027'. */
function inWords(day: string) {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(new Date(`${day}T00:00:00Z`))
    .replace(/,/g, '')
    .replace(/^(\w{3})/, '$1,')
}

/** The address of the request's page in the newest mail to this address that says `text`. */
async function pageInMail(address: string, text: string) {
  const mails = await mailsTo(address, text)
  const link = /https?:\/\/\S+(\/requests\/[\w-]{43})/.exec(mails.at(-1) ?? '')
  expect(link, `a link to the request's page in the mail that says "${text}"`).not.toBeNull()
  return link?.[1] ?? ''
}

for (const [widthIndex, width] of [375, 1280].entries()) {
  for (const scripts of [true, false]) {
    test.describe(`at ${width} px ${scripts ? 'with' : 'without'} JavaScript`, () => {
      test.use({ viewport: { width, height: 800 }, javaScriptEnabled: scripts })
      const run = 2 * widthIndex + (scripts ? 0 : 1)

      test('a wedding is booked, changed by the team, moved at the customer’s request and cancelled, and the customer always reads what stands', async ({
        page,
        context,
      }) => {
        test.slow()
        const headers = { 'X-Forwarded-For': await ownAddress(page) }
        const email = `wedding-${crypto.randomBytes(4).toString('hex')}@example.in`
        const [haldi, wedding, edited, moved] = [70, 71, 72, 73].map((days) => dateFromToday(days + 10 * run))
        const answer = await page.request.post('/api/bookings', {
          headers,
          data: {
            name: 'Lakshmi Reddy',
            phone: `+91 98765 ${String(51000 + run)}`,
            email,
            packageId: 'wedding-silver',
            date: haldi,
            time: '10:00',
            location: 'Home, Jubilee Hills',
            note: 'haldi',
            date2: haldi,
            time2: '19:00',
            location2: 'Home, Jubilee Hills',
            note2: 'sangeet',
            date3: wedding,
            time3: '19:00',
            location3: 'Novotel, HITEC City',
            note3: 'wedding',
          },
        })
        expect(answer.status()).toBe(201)
        const { id } = (await answer.json()) as { id: number }
        const reference = `BK-${id}`
        const customerPage = await pageInMail(email, `Your booking request ${reference}`)
        await page.goto(customerPage)
        const sent = page.getByRole('region', { name: 'What you sent' })
        await expect(sent).toContainText(`${inWords(haldi)}, 19:00 IST`)

        // The team moves event 2 to another day in the console.
        const staff = createStaff()
        const consolePage = await context.newPage()
        await signIn(consolePage, staff)
        await consolePage.goto(`/console/leads/bookings/${id}`)
        const change = consolePage.getByRole('region', { name: 'Change this booking' })
        await fillDate(change.getByRole('group', { name: 'Event 2' }), 'Date', edited)
        await change.getByRole('button', { name: 'Save the change' }).click()
        await expect(consolePage.getByText('Saved. The customer has been mailed what changed.')).toBeVisible()
        await expect(consolePage.getByRole('region', { name: 'Versions' })).toContainText('Version 2')

        const changedMail = (await mailsTo(email, `Your booking ${reference} has changed`)).at(-1) ?? ''
        // The arrow between them is not ASCII, and these files are read as they are stored.
        expect(changedMail).toMatch(new RegExp(`${inWords(haldi)}, 19:00 IST \\S+ ${inWords(edited)}, 19:00 IST`))
        await page.reload()
        await expect(sent).toContainText(`${inWords(edited)}, 19:00 IST`)
        await expect(sent).not.toContainText(`${inWords(haldi)}, 19:00 IST`)

        // The customer asks to move the event now on the edited day; the team accepts.
        await page.getByRole('link', { name: 'Ask to move this booking' }).click()
        const moveForm = page.getByRole('main')
        await moveForm
          .getByLabel('Which event to move')
          .selectOption({ label: `Event 3: ${inWords(edited)}, 19:00 IST` })
        await fillDate(moveForm, 'New date', moved)
        await moveForm.getByLabel('New start time').fill('18:00')
        await moveForm.getByRole('button', { name: 'Ask to move my booking' }).click()
        await expect(
          page.getByRole('status').filter({ hasText: 'We have your request to move this booking.' }),
        ).toBeVisible()
        await mailsTo(email, `We have your request to move booking ${reference}`)

        await consolePage.goto('/console')
        await consolePage.getByRole('link', { name: `${reference}: Lakshmi Reddy` }).click()
        const request = consolePage.getByRole('region', { name: 'The customer asks to move it' })
        await expect(request).toContainText(`Event 3 (sangeet): ${inWords(moved)}, 18:00 IST`)
        await request.getByRole('button', { name: 'Accept and move the booking' }).click()
        await expect(consolePage.getByText('Moved. The customer has been mailed the new date.')).toBeVisible()

        await mailsTo(email, `Your booking ${reference} is moved`)
        await page.goto(customerPage)
        await expect(sent).toContainText(`${inWords(moved)}, 18:00 IST`)
        await expect(sent).not.toContainText(`${inWords(edited)}, 19:00 IST`)

        // The team cancels it: the customer reads what it costs them, in the one rule's words.
        await consolePage.getByRole('button', { name: 'Mark cancelled' }).click()
        await expect(consolePage.getByText('Marked cancelled. The customer has been mailed.')).toBeVisible()
        await page.reload()
        await expect(page.getByRole('region', { name: 'Where it stands' })).toContainText('Cancelled')
        const cancelled = (await mailsTo(email, `Your booking ${reference} is cancelled`)).at(-1) ?? ''
        expect(cancelled).toContain('Nothing has been paid, so nothing is charged.')
        expect(cancelled).toContain(`${inWords(moved)}, 18:00 IST`)
      })
    })
  }
}
