import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ghostWebhook, ghostWebhookPath } from '~/server/blog/webhook.server'
import { limitRequestBodies } from '~/server/body-limit.server'
import { inProcessSignals } from '~/server/signals.server'
import { callGhostWebhook, ghostSignature, ghostWebhookBody, recordedPosts } from '../support/ghost-stand-in'

// The address Ghost's webhooks call, behind the site's body limits, as server/app.ts mounts it.

const secret = 'a secret shared with Ghost only'
const signals = inProcessSignals()
const told = { count: 0 }
signals.on('blog', () => {
  told.count += 1
})

let url: string
let close: () => void

beforeAll(async () => {
  const app = express()
  app.use(limitRequestBodies())
  app.post(ghostWebhookPath, ghostWebhook({ secret, signals }))
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${ghostWebhookPath}`
  close = () => server.close()
})
afterAll(() => close())

const [post] = recordedPosts()

/** How many times the instances were told the blog changed while `act` ran, and what it answered. */
async function during(act: () => Promise<Response>) {
  const before = told.count
  const answer = await act()
  return { status: answer.status, told: told.count - before }
}

describe("Ghost's webhook", () => {
  it.each(['post.published', 'post.published.edited', 'post.unpublished', 'post.deleted'] as const)(
    'signed with the secret, tells every instance that the blog changed (%s)',
    async (event) => {
      expect(await during(() => callGhostWebhook(url, { event, post, secret }))).toEqual({ status: 204, told: 1 })
    },
  )

  it('takes a long post, which Ghost sends whole, as HTML and as text', async () => {
    const long = { ...post, html: `<p>${'A long paragraph. '.repeat(60_000)}</p>`, plaintext: 'x'.repeat(1_000_000) }
    const call = () => callGhostWebhook(url, { event: 'post.published', post: long, secret })
    expect(await during(call)).toEqual({ status: 204, told: 1 })
  })

  it('changes nothing for a call without a signature', async () => {
    expect(await during(() => callGhostWebhook(url, { event: 'post.published', post }))).toEqual({
      status: 401,
      told: 0,
    })
  })

  it('changes nothing for a call signed with another secret', async () => {
    const call = () => callGhostWebhook(url, { event: 'post.published', post, secret: 'someone else’s secret' })
    expect(await during(call)).toEqual({ status: 401, told: 0 })
  })

  it('changes nothing for a signed call recorded more than five minutes ago and sent again', async () => {
    const call = () => callGhostWebhook(url, { event: 'post.deleted', post, secret, sentAt: Date.now() - 6 * 60_000 })
    expect(await during(call)).toEqual({ status: 401, told: 0 })
  })

  it('changes nothing for a signed body that was altered on the way', async () => {
    const sentAt = Date.now()
    const signature = ghostSignature(ghostWebhookBody({ event: 'post.published', post }), secret, sentAt)
    const altered = ghostWebhookBody({ event: 'post.published', post: { ...post, title: 'Changed on the way' } })
    const call = () =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-ghost-signature': signature },
        body: altered,
      })
    expect(await during(call)).toEqual({ status: 401, told: 0 })
  })
})
