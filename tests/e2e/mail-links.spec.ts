import { expect, test } from '@playwright/test'
import { ownAddress } from './forms-support'
import { linkInMailTo, mailsTo } from './mail-files'

// The pages our mail's links open: they act only when a button is pressed (or a mail client posts the
// one-click unsubscribe), say plainly what happened, and never say whether an address was on a list.

function uniqueEmail() {
  return `member-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`
}

async function joinWaitlist(request: import('@playwright/test').APIRequestContext) {
  const email = uniqueEmail()
  const answer = await request.post('/api/waitlist', { data: { email } })
  expect(answer.status()).toBe(201)
  return linkInMailTo(email, '/unsubscribe')
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled })

    test('unsubscribes with the button, and says the same the second time', async ({ page }) => {
      await ownAddress(page)
      const link = await joinWaitlist(page.request)
      for (let time = 0; time < 2; time++) {
        await page.goto(`${link.pathname}${link.search}`)
        await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible()
        await page.getByRole('button', { name: 'Unsubscribe' }).click()
        await expect(page.getByRole('status')).toContainText('You are unsubscribed')
        await expect(page.getByRole('status')).toContainText(
          'We will send no more mail from this list to the address this link was sent to.',
        )
      }
    })

    test('takes a waitlist place back only when the owner presses the button in the mail sent when they joined again', async ({
      page,
    }) => {
      await ownAddress(page)
      const email = uniqueEmail()
      expect((await page.request.post('/api/waitlist', { data: { email } })).status()).toBe(201)
      const confirm = await linkInMailTo(email, '/waitlist/confirm')
      await page.goto(`${confirm.pathname}${confirm.search}`)
      await page.getByRole('button', { name: 'Confirm my place' }).click()
      const place = /Position secured: #\d+\./.exec((await page.getByRole('status').textContent()) ?? '')?.[0]
      expect(place).toBeDefined()
      const leave = await linkInMailTo(email, '/unsubscribe')
      expect(
        (
          await page.request.post(`${leave.pathname}${leave.search}`, { form: { 'List-Unsubscribe': 'One-Click' } })
        ).status(),
      ).toBe(200)
      expect((await page.request.post('/api/waitlist', { data: { email } })).status()).toBe(201)

      const [rejoinMail] = await mailsTo(email, 'Take my place back on the waitlist')
      const rejoin = new URL(/https?:\/\/[^\s"<>]+\/waitlist\/confirm\?token=[\w.-]+/.exec(rejoinMail)?.[0] ?? '')
      // Mail sent before places were confirmed linked to /waitlist/rejoin, which is the same page.
      await page.goto(`/waitlist/rejoin${rejoin.search}`)
      await expect(page.getByRole('heading', { level: 1, name: 'Confirm your place on the waitlist' })).toBeVisible()
      await page.getByRole('button', { name: 'Confirm my place' }).click()
      await expect(page.getByRole('status')).toContainText("You're on the waitlist!")
      await expect(page.getByRole('status')).toContainText(place ?? '')
    })

    test('says a damaged link cannot be used', async ({ page }) => {
      await page.goto('/unsubscribe?token=un.1.abc.not-a-signature')
      await page.getByRole('button', { name: 'Unsubscribe' }).click()
      await expect(page.getByRole('alert')).toContainText('This link cannot be used')
    })
  })
}

test('takes a mail client’s one-click unsubscribe (RFC 8058) without a page of ours', async ({ page }) => {
  await ownAddress(page)
  const link = await joinWaitlist(page.request)
  const answer = await page.request.post(`${link.pathname}${link.search}`, {
    form: { 'List-Unsubscribe': 'One-Click' },
  })
  expect(answer.status()).toBe(200)
  expect(await answer.text()).toContain('You are unsubscribed')
})
