import crypto from 'node:crypto'
import { expect, test } from '@playwright/test'
import { accessibilityViolations } from './accessibility'
import { ownAddress, whenScriptReady } from './forms-support'
import { mailsTo } from './mail-files'
import { referenceIn } from './stored-rows'
import { createStaff, signIn } from './staff-accounts'

// A package inquiry follows the model of a booking (docs/decisions/0096): the page its success panel links to
// shows what was asked, the event details included, which the page in the customer's mail leaves out; the
// customer withdraws it there, the team is mailed, the customer too, and the console shows it withdrawn.

const teamInbox = 'team@reelcraft.in'

for (const scripts of [true, false]) {
  test.describe(`${scripts ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: scripts })

    test('the customer sees what they asked on their page and withdraws their inquiry there', async ({
      page,
      context,
    }) => {
      test.slow()
      await ownAddress(page)
      const email = `withdraw-${crypto.randomBytes(4).toString('hex')}@example.in`
      await page.goto('/corporate-packages')
      if (scripts) await whenScriptReady(page)
      const form = page.locator('#inquiry')
      await form.getByLabel('Name').fill('Priya Nair')
      await form.getByLabel('Company').fill('Acme Foods')
      await form.getByLabel('Email').fill(email)
      await form.getByLabel('Phone').fill('98765 43210')
      await form.getByLabel('Event details').fill('Product launch, about 200 guests')
      await form.getByRole('button', { name: 'Send Request' }).click()
      const reference = await referenceIn(page, 'Inquiry submitted successfully!', 'PQ')

      await page.getByRole('link', { name: 'See where your request stands' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Your package inquiry ${reference}`)
      const sent = page.getByRole('region', { name: 'What you sent' })
      await expect(sent).toContainText('Corporate')
      await expect(sent).toContainText('Acme Foods')
      await expect(sent).toContainText('Product launch, about 200 guests')
      const ownPage = page.url()

      const [copy] = await mailsTo(email, `inquiry about our`)
      const mailed = /https?:\/\/\S+\/requests\/[\w-]{43}/.exec(copy)?.[0] ?? ''
      await page.goto(new URL(mailed).pathname)
      await expect(sent).toContainText('Corporate')
      await expect(sent).not.toContainText('Product launch')
      if (scripts) expect(await accessibilityViolations(page)).toEqual([])

      await page.goto(ownPage)
      const withdraw = page.getByRole('region', { name: 'Withdraw this request' })
      await withdraw.getByRole('link', { name: 'Withdraw my request…' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Withdraw this request?')
      await page.getByRole('button', { name: 'Yes, withdraw my request' }).click()

      await expect(
        page
          .getByRole('status')
          .filter({ hasText: 'Your request is withdrawn. We have sent you a mail that says so.' }),
      ).toBeVisible()
      await expect(page.getByRole('region', { name: 'Where it stands' })).toContainText('Withdrawn')
      await expect(page.getByRole('region', { name: 'Withdraw this request' })).toHaveCount(0)
      await mailsTo(teamInbox, `Package inquiry withdrawn by the customer: Priya Nair (${reference})`)
      await mailsTo(email, `Your package inquiry ${reference} is withdrawn`)

      const staff = createStaff()
      const consolePage = await context.newPage()
      await signIn(consolePage, staff)
      await consolePage.goto(`/console/leads/package_inquiries/${reference.split('-')[1]}`)
      await expect(consolePage.getByText('Status: withdrawn')).toBeVisible()
      await expect(consolePage.getByRole('region', { name: 'History' })).toContainText(
        'Status new → withdrawn, by the customer on their page',
      )
    })
  })
}
