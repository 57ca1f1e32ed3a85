import { expect, test } from '@playwright/test'
import { storedChoice } from './cookie-choice'
import { claimsOf } from '~/content/capabilities'
import { businessFacts } from '~/content/shipped-facts'

// The site under test runs on the shipped facts.
const { said } = claimsOf(businessFacts)

test.describe('/patent', () => {
  test('shows the application: number (an example, marked as one), Pending status, filing date and title', async ({
    page,
  }) => {
    await page.goto('/patent')
    await expect(page.getByText('Patent Pending Technology')).toBeVisible()
    const application = page.getByRole('region', { name: 'Patent application' })
    await expect(application.getByText(/^\d{12} \(example application number\)$/)).toBeVisible()
    await expect(application.getByText('Pending', { exact: true })).toBeVisible()
    await expect(application.getByText('December 15, 2023', { exact: true })).toBeVisible()
    await expect(
      application.getByText('System and Method for Automated Content Creator-Business Matchmaking Using AI', {
        exact: true,
      }),
    ).toBeVisible()
  })

  test('lists the four key claims and the four technology tiles', async ({ page }) => {
    await page.goto('/patent')
    const claims = page.getByRole('region', { name: 'Patent application' }).locator('ol > li').getByRole('heading')
    await expect(claims).toHaveText([
      /AI creator matching/i,
      /automated scheduling and booking/i,
      /real-time content delivery/i,
      /secure payment processing/i,
    ])
    for (const tile of ['AI Platform', 'Security', 'Smart Matching', 'Automation']) {
      await expect(page.getByRole('heading', { name: tile, exact: true })).toBeVisible()
    }
  })
})

test.describe('/app', () => {
  test('shows the headline, subtitle, text and the three bullets', async ({ page }) => {
    await page.goto('/app')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Content With Ease')
    await expect(page.getByText('Your Vision, Our Expertise', { exact: true })).toBeVisible()
    await expect(
      page.getByText(
        'Our reel creators come to shoot and edit your reels, delivering a seamless and professional experience directly to you.',
        { exact: true },
      ),
    ).toBeVisible()
    for (const bullet of ['On-Demand Reel Creation', 'Effortless Booking', 'Quality Assurance']) {
      await expect(page.getByRole('heading', { name: bullet, exact: true })).toBeVisible()
    }
    const screenshot = page.getByRole('main').getByRole('img', { name: /app/ })
    await expect(screenshot).toBeVisible()
    expect(await screenshot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  })
})

test.describe('/features', () => {
  test('shows the six feature tiles with their pictures, and the booking, wallet and partner features', async ({
    page,
  }) => {
    await page.goto('/features')
    const tiles = page.getByRole('region', { name: 'Built for the moments that matter' }).getByRole('listitem')
    await expect(tiles).toHaveCount(6)
    for (const image of await tiles.getByRole('img').all()) {
      await image.scrollIntoViewIfNeeded()
      await expect(image).toHaveAttribute('alt', /\w+/)
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    }
    for (const name of [
      'Smart Scheduling',
      'Flexible Timing',
      'Location Selection',
      said('app', 'confirmationTitle'),
      'Verified Partners',
      'Background Checked',
      'Portfolio Verified',
      'Quality Assured',
      'Secure Transactions',
      'Instant Transfers',
      'On-Time Arrival',
      said('app', 'arrivalCheckTitle'),
      'Vetted Creators',
    ]) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible()
    }
  })
})

// The date each policy's text last changed; it does not move with the calendar.
const policyPages = [
  {
    path: '/privacy',
    title: 'Privacy Policy',
    sections: [
      'Who we are',
      'What we collect',
      'How long we keep it',
      'Who we share it with',
      'Your rights',
      'Grievance Officer',
      'Children',
    ],
    lastUpdated: { iso: '2026-11-28', label: '28 November 2026' },
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    sections: [
      'Who can use our services',
      'Bookings',
      'Prices, payments and GST',
      'Cancellations and changes',
      'Ownership and use of your reels',
      'Creator conduct',
      'Governing law and disputes',
    ],
    lastUpdated: { iso: '2026-11-27', label: '27 November 2026' },
  },
  {
    path: '/cookies',
    title: 'Cookie Policy',
    sections: ['What cookies are', 'How we use cookies', 'Managing cookies in your browser'],
    lastUpdated: { iso: '2026-11-25', label: '25 November 2026' },
  },
]

for (const policy of policyPages) {
  test(`${policy.path} has its sections, a table of contents and a fixed 'Last updated' date`, async ({ page }) => {
    await page.goto(policy.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.title)
    await expect(page.getByText(/^Last updated:/)).toHaveText(`Last updated: ${policy.lastUpdated.label}`)
    await expect(page.locator(`time[datetime="${policy.lastUpdated.iso}"]`)).toBeVisible()
    for (const section of policy.sections) {
      await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible()
    }
    const contents = page.getByRole('navigation', { name: 'On this page' })
    await contents.getByRole('link', { name: policy.sections[1], exact: true }).click()
    await expect(page.getByRole('heading', { level: 2, name: policy.sections[1], exact: true })).toBeInViewport()
  })
}

test('the terms require users to be at least 18', async ({ page }) => {
  await page.goto('/terms')
  await expect(page.getByRole('main')).toContainText('at least 18 years old')
})

test('the terms name Indian law and the courts of Hyderabad', async ({ page }) => {
  await page.goto('/terms')
  await expect(page.getByRole('main')).toContainText('governed by the laws of India')
  await expect(page.getByRole('main')).toContainText('courts of Hyderabad')
})

test('the privacy policy names the company, the law and how to reach the grievance officer, the examples marked', async ({
  page,
}) => {
  await page.goto('/privacy')
  const main = page.getByRole('main')
  await expect(main).toContainText('ReelCraft Media Private Limited (example company name)')
  await expect(main).toContainText('Digital Personal Data Protection Act, 2023')
  await expect(main).toContainText('privacy@reelcraft.in (example e-mail address, not in service)')
  await expect(main.locator('a[href^="mailto:"]')).toHaveCount(0)
})

test('the cookie policy describes the four categories and the browsers', async ({ page }) => {
  await page.goto('/cookies')
  for (const name of [
    /Essential cookies/,
    /Analytics cookies/,
    /Functional cookies/,
    /Marketing cookies/,
    'Google Chrome',
    'Mozilla Firefox',
    'Apple Safari',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible()
  }
  await expect(page.getByRole('main')).toContainText('cannot be disabled')
})

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled })

    test("the cookie policy shows the visitor's cookie choice, and Allow and Reject change it there", async ({
      page,
    }) => {
      await page.goto('/cookies')
      const choice = page.getByRole('region', { name: 'Your cookie choice' })
      await expect(choice).toContainText('You have not chosen yet')

      await choice.getByRole('button', { name: 'Reject' }).click()
      await expect(choice).toContainText('You have rejected analytics cookies in this browser.')
      await expect(page).toHaveURL(/\/cookies$/)
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0)
      expect(await storedChoice(page)).toBe('false')

      await choice.getByRole('button', { name: 'Allow' }).click()
      await expect(choice).toContainText('You have allowed analytics cookies in this browser.')
      await expect(choice.getByRole('button', { name: 'Allow' })).toHaveAttribute('aria-pressed', 'true')
      expect(await storedChoice(page)).toBe('true')
    })
  })
}
