import crypto from 'node:crypto'
import { type Page, expect, test } from '@playwright/test'
import { accessibilityViolations } from './accessibility'
import { dateFromToday, fillDate, ownAddress, whenScriptReady } from './forms-support'
import { mailsTo } from './mail-files'
import { referenceIn } from './stored-rows'
import { createStaff, signIn } from './staff-accounts'

// A customer follows their booking on its own page, from the link in their confirmation, while the
// team moves it on in the console; they ask to move it and cancel it there. At a phone's width and a desktop's,
// with and without JavaScript.

const teamInbox = 'team@reelcraft.in'

/** The address of the request's page in the newest mail to this address that says `text`. */
async function pageLinkInMail(address: string, text: string) {
  const mails = await mailsTo(address, text)
  const link = /https?:\/\/\S+\/requests\/[\w-]{43}/.exec(mails.at(-1) ?? '')
  expect(link, `a link to the request's page in the mail that says "${text}"`).not.toBeNull()
  return new URL(link?.[0] ?? '')
}

async function book(
  page: Page,
  scripts: boolean,
  { email, phone, day }: { email: string; phone: string; day: string },
) {
  await page.goto('/book')
  if (scripts) await whenScriptReady(page)
  const form = page.getByRole('main')
  await form.getByLabel('Name').fill('Asha Rao')
  await form.getByLabel('Phone').fill(phone)
  await form.getByLabel('Email (optional)').fill(email)
  await form.getByRole('combobox', { name: 'Location' }).fill('Jubilee Hills')
  await fillDate(form, 'Date', day)
  await form.getByLabel('Time').fill('18:30')
  await form.getByRole('button', { name: 'Book Now' }).click()
  return referenceIn(page, 'Thank You!', 'BK')
}

for (const [widthIndex, width] of [375, 1280].entries()) {
  for (const scripts of [true, false]) {
    test.describe(`at ${width} px ${scripts ? 'with' : 'without'} JavaScript`, () => {
      test.use({ viewport: { width, height: 800 }, javaScriptEnabled: scripts })
      // A phone and days of its own, so that no booking here is taken for the same one sent again.
      const run = 2 * widthIndex + (scripts ? 0 : 1)

      test('the customer follows their booking from the mail while the team confirms it, then asks to move it and cancels it', async ({
        page,
        context,
      }) => {
        // Two people, a staff account made with its script, and six mails.
        test.slow()
        await ownAddress(page)
        const email = `follow-${crypto.randomBytes(4).toString('hex')}@example.in`
        const reference = await book(page, scripts, {
          email,
          phone: `+91 98480 3103${run}`,
          day: dateFromToday(40 + run),
        })
        const id = reference.split('-')[1]

        // The success panel and the mail each carry a page of their own (the mail's is made as it is sent).
        const link = await pageLinkInMail(email, `Your booking request ${reference}`)
        const panelLink = page.getByRole('link', { name: 'See where your request stands' })
        await expect(panelLink).toHaveAttribute('href', /^\/requests\/[\w-]{43}$/)
        await expect(panelLink).not.toHaveAttribute('href', link.pathname)
        const opened = await page.goto(link.pathname)
        expect(lastPolicy(opened?.headers()['referrer-policy'])).toBe('no-referrer')
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Your booking ${reference}`)
        const status = page.getByRole('region', { name: 'Where it stands' })
        await expect(status).toContainText('Received')
        // axe runs in the page, so it is judged where scripts run; the page itself runs none either way.
        if (scripts) expect(await accessibilityViolations(page)).toEqual([])

        const staff = createStaff()
        const consolePage = await context.newPage()
        await signIn(consolePage, staff)
        await consolePage.goto(`/console/leads/bookings/${id}`)
        await expect(consolePage.getByText('If you mark it cancelled, the customer is told:')).toContainText(
          'We offer you another reel-maker of equal standing for the same time, or a new booking on another date',
        )
        await consolePage.getByLabel(/Note to the customer/).fill('Meera meets you at the gate at 18:15.')
        await consolePage.getByLabel(/Reel-maker's first name/).fill('Meera')
        await consolePage.getByRole('button', { name: 'Mark confirmed' }).click()
        await expect(consolePage.getByText('Marked confirmed. The customer has been mailed.')).toBeVisible()
        const confirmed = await mailsTo(email, `Your booking ${reference} is confirmed`)
        expect(confirmed.at(-1)).toContain('Meera meets you at the gate at 18:15.')
        expect(confirmed.at(-1)).toContain('Venue: Jubilee Hills')

        await page.reload()
        await expect(status).toContainText('Confirmed')
        await expect(status).toContainText('Meera meets you at the gate at 18:15.')

        const change = page.getByRole('region', { name: 'Change this booking' })
        await expect(change).toContainText('Nothing has been paid, so nothing is charged.')
        await change.getByRole('link', { name: 'Ask to move this booking' }).click()
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Move this booking to another date')
        const moveTo = page.getByRole('main')
        await fillDate(moveTo, 'New date', dateFromToday(50 + run))
        await moveTo.getByLabel('New start time').fill('11:30')
        await moveTo.getByRole('button', { name: 'Ask to move my booking' }).click()
        await expect(
          page.getByRole('status').filter({ hasText: 'We have your request to move this booking.' }),
        ).toBeVisible()
        await expect(status).toContainText('11:30 IST')
        await mailsTo(teamInbox, `Asked to move a booking: Asha Rao (${reference})`)
        await consolePage.reload()
        await expect(consolePage.getByRole('region', { name: 'The customer asks to move it' })).toContainText(
          '11:30 IST',
        )

        await change.getByRole('link', { name: 'Cancel my booking…' }).click()
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cancel this booking?')
        const confirmCancel = page.getByRole('region', { name: 'Cancel this booking' })
        await expect(confirmCancel).toContainText('Nothing has been paid, so nothing is charged.')
        await confirmCancel.getByRole('button', { name: 'Yes, cancel my booking' }).click()
        await expect(page.getByRole('status').filter({ hasText: 'Your booking is cancelled.' })).toBeVisible()
        await expect(status).toContainText('Cancelled')
        await expect(page.getByRole('link', { name: 'Cancel my booking…' })).toHaveCount(0)

        const cancelled = await mailsTo(email, `Your booking ${reference} is cancelled`)
        expect(cancelled.at(-1)).toContain('Nothing has been paid, so nothing is charged.')
        await consolePage.reload()
        await expect(consolePage.getByText('Status: cancelled')).toBeVisible()
        await expect(consolePage.getByRole('region', { name: 'History' })).toContainText(
          'Status confirmed → cancelled, by the customer on their page',
        )
      })
    })
  }
}

/** Several policies in one header: the browser applies the last one it knows. */
function lastPolicy(header: string | undefined) {
  return header?.split(/[,\n]/).at(-1)?.trim()
}

test('a wrong token answers 404, never indexed nor cached, and the page sends no referrer', async ({ page }) => {
  await ownAddress(page)
  const wrong = await page.goto(`/requests/${crypto.randomBytes(32).toString('base64url')}`)
  expect(wrong?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page does not exist')
  const headers = wrong?.headers() ?? {}
  expect(headers['cache-control']).toBe('no-store')
  expect(headers['x-robots-tag']).toBe('noindex')
  expect(lastPolicy(headers['referrer-policy'])).toBe('no-referrer')
})
