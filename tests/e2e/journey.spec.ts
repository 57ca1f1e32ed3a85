import { type Page, expect, test } from '@playwright/test'
import { dateFromToday, fillDate, ownAddress, toastWith, whenScriptReady } from './forms-support'
import { referenceIn, storedRow } from './stored-rows'
import { publicRoutes } from './site-map'

// A customer finishes what they came for. Three journeys from the home page to a stored request and
// the success panel with its reference, at a phone's width and a desktop's, with and without JavaScript; the
// hourly total; one-pass validation; the dock toggle that covers nothing; the location search.

/** Follows a link in the main menu: the phone menu at 375 px, the dock at 1280 px. */
async function openFromMenu(page: Page, name: string, phone: boolean) {
  if (phone) {
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name, exact: true }).click()
  } else {
    await page.getByRole('navigation', { name: 'Dock' }).getByRole('link', { name, exact: true }).click()
  }
}

const days = [dateFromToday(20), dateFromToday(21), dateFromToday(22), dateFromToday(23)]

for (const width of [375, 1280]) {
  const phone = width === 375
  for (const scripts of [true, false]) {
    test.describe(`at ${width} px ${scripts ? 'with' : 'without'} JavaScript`, () => {
      test.use({ viewport: { width, height: 800 }, javaScriptEnabled: scripts })

      test('a family books a four-event wedding package in Hyderabad', async ({ page }) => {
        await ownAddress(page)
        await page.goto('/')
        await openFromMenu(page, 'Pricing', phone)
        await page.getByRole('link', { name: 'See wedding packages' }).first().click()
        await expect(page).toHaveURL(/\/wedding-packages$/)
        const gold = page.getByRole('article', { name: 'Gold' })
        await expect(gold).toContainText('₹59,999 + 18% GST = ₹70,799')
        await gold.getByRole('link', { name: 'Book Now' }).click()
        await expect(page).toHaveURL(/\/book\?package=wedding-gold$/)
        if (scripts) await whenScriptReady(page)

        const form = page.getByRole('main')
        await form.getByLabel('Name').fill('Lakshmi Reddy')
        await form.getByLabel('Phone').fill('9876543210')
        for (const [index, day] of days.entries()) {
          const event = form.getByRole('group', { name: `Event ${index + 1}` })
          await fillDate(event, 'Date', day)
          await event.getByLabel('Start time').fill('10:00')
          await event.getByRole('combobox', { name: 'Location' }).fill('Jubilee Hills, Hyderabad')
        }
        await form.getByRole('button', { name: 'Book Now' }).click()

        const reference = await referenceIn(page, 'Thank You!', 'BK')
        const panel = page.getByRole('region', { name: 'Thank You!' })
        await expect(panel).toContainText('Gold package')
        await expect(panel).toContainText(
          'calls or WhatsApps you to confirm your reel-maker, the time and the price within 24 hours',
        )
        await expect(panel.getByRole('link', { name: 'Follow up on WhatsApp' })).toHaveCount(0)
        const row = storedRow('bookings', reference)
        expect(row).toMatchObject({ name: 'Lakshmi Reddy', package_id: 'wedding-gold', event_date: days[0] })
        expect(JSON.parse(String(row?.events)).map((event: { date: string }) => event.date)).toEqual(days)
      })

      test('a marketing manager asks for four reels of a product launch', async ({ page }) => {
        await ownAddress(page)
        await page.goto('/')
        await openFromMenu(page, 'Pricing', phone)
        await page.getByRole('link', { name: 'Ask for a custom quote' }).first().click()
        await expect(page).toHaveURL(/\/enquiry$/)
        if (scripts) await whenScriptReady(page)

        await page.getByLabel('Name').fill('Arjun Mehta')
        await page.getByLabel('Phone').fill('9000000004')
        await page.getByLabel('Email').fill('arjun@example.in')
        await page.getByLabel('Shoot type').selectOption('brand')
        await page.getByLabel('City').selectOption({ label: 'Hyderabad, India' })
        await page.getByLabel('Occasion', { exact: true }).selectOption('Brand Shoot')
        await page.getByRole('combobox', { name: 'Location' }).fill('HITEC City, Hyderabad')
        if (scripts) await page.getByRole('combobox', { name: 'Location' }).press('Escape')
        await fillDate(page.getByRole('main'), 'Date', days[0])
        await page.getByLabel('Time').fill('11:00')
        await page.getByLabel('Hours').fill('3')
        await page.getByLabel('Reels').fill('4')
        await page.getByRole('button', { name: 'Submit Enquiry' }).click()

        if (scripts) await expect(toastWith(page, 'Enquiry submitted successfully!')).toBeVisible()
        const reference = await referenceIn(page, 'Enquiry submitted successfully!', 'EQ')
        await expect(page.getByRole('region', { name: 'Enquiry submitted successfully!' })).toContainText('Brand Shoot')
        expect(storedRow('enquiries', reference)).toMatchObject({
          name: 'Arjun Mehta',
          reels: 4,
          city: 'Hyderabad',
          event_date: days[0],
        })
      })

      test('a creator applies as a partner', async ({ page }) => {
        await ownAddress(page)
        await page.goto('/')
        await page.getByRole('main').getByRole('link', { name: 'Become a Partner' }).first().click()
        await expect(page).toHaveURL(/\/partner$/)
        if (scripts) await whenScriptReady(page)
        await page.getByLabel('Full name').fill('Kavya Rao')
        await page.getByLabel('Current iPhone model').fill('iPhone 15 Pro')
        await page.getByLabel('Location', { exact: true }).fill('Vijayawada')
        await page.getByLabel('Contact number').fill('9123456780')
        await page.getByLabel('Email').fill('kavya@example.in')
        await page.getByLabel('Instagram ID').fill('@kavya.reels')
        await page.getByLabel('Recent works').fill('https://www.instagram.com/reel/abc')
        await page.getByRole('button', { name: 'Join the Creator Network' }).click()

        const title = "Application submitted successfully! We'll review it and get back to you soon."
        const reference = await referenceIn(page, title, 'PA')
        expect(storedRow('partner_applications', reference)).toMatchObject({ full_name: 'Kavya Rao', status: 'new' })
      })

      test('an empty booking is checked in one pass, with focus on the first wrong field', async ({ page }) => {
        await ownAddress(page)
        await page.goto('/book')
        if (scripts) await whenScriptReady(page)
        const form = page.getByRole('main')
        await form.getByRole('button', { name: 'Book Now' }).click()
        for (const message of [
          'Please enter your name',
          'Please enter a valid 10-digit phone number',
          'Please enter the location',
          'Please select a date',
          'Please select a time',
        ]) {
          await expect(form.getByText(message)).toBeVisible()
        }
        await expect(form.getByLabel('Name')).toBeFocused()
        await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')
        // Besides the focused field's own message, a polite status says how many fields need attention.
        await expect(form.getByRole('status').filter({ hasText: /needs? attention/ })).toHaveText(
          '5 fields need attention.',
        )
        if (scripts) await expect(toastWith(page, 'Please enter your name')).toBeVisible()
        await expect(page.getByText('Oops! Something went wrong')).toHaveCount(0)
      })

      test('the hourly plan takes a number of hours and shows the total with GST', async ({ page }) => {
        await ownAddress(page)
        await page.goto('/book?package=hourly')
        if (scripts) await whenScriptReady(page)
        const form = page.getByRole('main')
        await expect(form).toContainText('₹1,999 + 18% GST = ₹2,359 per hour')
        await form.getByLabel('Hours').fill('3')
        if (scripts)
          await expect(form.getByRole('status').filter({ hasText: '×' })).toHaveText(
            '3 × ₹1,999: ₹5,997 + 18% GST = ₹7,076',
          )
        await form.getByLabel('Name').fill('Sana')
        await form.getByLabel('Phone').fill('9876501234')
        await form.getByRole('combobox', { name: 'Location' }).fill('Koramangala, Bengaluru')
        await fillDate(form, 'Date', days[1])
        await form.getByLabel('Time').fill('17:00')
        await form.getByRole('button', { name: 'Book Now' }).click()
        const reference = await referenceIn(page, 'Thank You!', 'BK')
        await expect(page.getByRole('region', { name: 'Thank You!' })).toContainText('₹5,997 + 18% GST = ₹7,076')
        expect(storedRow('bookings', reference)).toMatchObject({ package_id: 'hourly', hours: 3 })
      })
    })
  }
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the dock toggle covers no text or link on any page', async ({ page }) => {
    test.setTimeout(120_000)
    for (const { path: route } of publicRoutes) {
      await page.goto(route)
      const toggle = page.getByRole('button', { name: 'Open dock' })
      await expect(toggle).toBeVisible()
      for (const where of ['top', 'bottom'] as const) {
        if (where === 'bottom') await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        const covered = await toggle.evaluate((button) => {
          const box = button.getBoundingClientRect()
          const header = button.closest('header')
          const headerBox = header?.getBoundingClientRect()
          // Inside the top bar's own strip, the toggle covers only the bar, which covers the page anyway.
          if (headerBox && box.top >= headerBox.top && box.bottom <= headerBox.bottom && window.scrollY > 0) return []
          const hits: string[] = []
          for (const element of document.querySelectorAll<HTMLElement>('body *')) {
            if (header?.contains(element) || element.contains(button)) continue
            const isLink = element.matches('a, button, input, select, textarea')
            const hasText = [...element.childNodes].some(
              (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
            )
            if (!isLink && !hasText) continue
            // Visually hidden text (the skip link until it is focused) covers nothing.
            const style = getComputedStyle(element)
            if (style.clipPath !== 'none' || style.visibility === 'hidden') continue
            for (const rect of element.getClientRects()) {
              if (rect.width === 0 || rect.height === 0) continue
              if (rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top) {
                hits.push(`${element.tagName} ${element.textContent?.trim().slice(0, 40)}`)
              }
            }
          }
          return hits
        })
        expect(covered, `${route} (${where})`).toEqual([])
      }
    }
  })

  test('the phone menu keeps its links and offers Book a reel-maker', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    for (const name of ['Home', 'Discover Vibe', 'Features', 'Our Journey', 'Patent', 'Press & Blog', 'Pricing']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await menu.getByRole('link', { name: 'Book a reel-maker' }).click()
    await expect(page).toHaveURL(/\/book$/)
  })
})

test('each refused try is announced, counting only the fields still wrong', async ({ page }) => {
  await ownAddress(page)
  await page.goto('/contact')
  await whenScriptReady(page)
  const form = page.getByRole('main')
  const send = form.getByRole('button', { name: 'Send Message' })
  const status = form.getByRole('status').filter({ hasText: /needs? attention/ })
  await send.click()
  await expect(status).toHaveText('3 fields need attention.')
  const firstWords = await status.locator('span').elementHandle()
  await form.getByLabel('Name').fill('Meera')
  await send.click()
  await expect(status).toHaveText('2 fields need attention.')
  // A field corrected after the server refused it loses the server's message.
  await expect(form.getByLabel('Name')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByText('Please enter your name')).toHaveCount(0)
  await form.getByLabel('Email').fill('meera@example.in')
  await send.click()
  await expect(status).toHaveText('1 field needs attention.')
  await expect(form.getByLabel('Message')).toBeFocused()
  // Each refusal's words are new to the live region, so a screen reader reads them even when they repeat.
  expect(await firstWords?.evaluate((node) => node.isConnected)).toBe(false)
})

for (const width of [375, 1280]) {
  test.describe(`location search on /enquiry at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    for (const { city, typed, expected } of [
      { city: 'Hyderabad, India', typed: 'Hitec', expected: 'HITEC City, Hyderabad' },
      { city: 'Hyderabad, India', typed: 'Madhapur', expected: 'Madhapur, Hyderabad' },
      { city: 'Hyderabad, India', typed: 'Jubilee', expected: 'Jubilee Hills, Hyderabad' },
      { city: 'Vijayawada, India', typed: 'Benz', expected: 'Benz Circle, Vijayawada' },
      { city: 'Warangal, India', typed: 'Hanuma', expected: 'Hanamkonda, Warangal' },
      { city: 'Vizag, India', typed: 'Vizag', expected: 'Visakhapatnam' },
      { city: 'Bangalore, India', typed: 'Kora', expected: 'Koramangala, Bengaluru' },
    ]) {
      test(`finds ${expected} for "${typed}" in ${city}`, async ({ page }) => {
        await ownAddress(page)
        await page.goto('/enquiry')
        await whenScriptReady(page)
        await page.getByLabel('City').selectOption({ label: city })
        const location = page.getByRole('combobox', { name: 'Location' })
        await location.pressSequentially(typed)
        const options = page.getByRole('listbox', { name: 'Location suggestions' }).getByRole('option')
        await expect(options.first()).toHaveText(expected)
        // Every suggestion is in the chosen city: none from another state.
        await expect(options.filter({ hasText: /Assam|Tinsukia/ })).toHaveCount(0)
      })
    }

    test('takes free text, says so, and says a denied location next to the button', async ({ page, context }) => {
      await context.clearPermissions()
      await page.goto('/enquiry')
      await whenScriptReady(page)
      await expect(
        page.getByText('Pick a suggestion or type the full address in your own words; either is fine.'),
      ).toBeVisible()
      const button = page.getByRole('button', { name: 'Use Current Location' })
      await button.click()
      const problem = page.getByRole('alert').filter({ hasText: 'Unable to retrieve your location' })
      await expect(problem).toBeVisible()
      // The button names the problem as its description, and the words sit right under it, not in a corner.
      await expect(button).toHaveAccessibleDescription(/Unable to retrieve your location/)
      const [buttonBox, problemBox] = [await button.boundingBox(), await problem.boundingBox()]
      if (!buttonBox || !problemBox) throw new Error('the button or the message is not laid out')
      expect(problemBox.y - (buttonBox.y + buttonBox.height), 'gap under the button (px)').toBeLessThanOrEqual(24)
      expect(problemBox.y, 'below the button').toBeGreaterThanOrEqual(buttonBox.y + buttonBox.height - 1)
      expect(problemBox.x, 'beside the field').toBeLessThanOrEqual(buttonBox.x + buttonBox.width)
    })
  })
}
