import { sql } from 'kysely'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { openDatabase } from '~/server/db.server'
import { createStaff } from '~/server/staff.server'
import {
  type GhostStandIn,
  callGhostWebhook,
  postLike,
  recordedKey,
  recordedPosts,
  startGhostStandIn,
} from '../support/ghost-stand-in'
import { type PostgresServer, freePort, startPostgres } from '../support/postgres-server'
import { type SiteProcess, startSite, stopSite } from '../support/site-process'
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink'

// Two instances of the production build on one PostgreSQL: what one of them is told reaches the other at once,
// and an instance that would keep mail where the other cannot erase it does not start.

const webhookSecret = 'a secret shared with Ghost only'

let postgres: PostgresServer
let sink: SmtpSink
const sites: SiteProcess[] = []

beforeAll(async () => {
  postgres = await startPostgres()
  sink = await startSmtpSink(await freePort())
})
afterEach(async () => {
  await Promise.all(sites.splice(0).map(stopSite))
})
afterAll(async () => {
  await sink.stop()
  postgres.stop()
})

async function freshDatabase(name: string) {
  const { db } = openDatabase(postgres.url)
  await sql`create database ${sql.raw(name)}`.execute(db)
  await db.destroy()
  const url = new URL(postgres.url)
  url.pathname = `/${name}`
  return url.toString()
}

async function started(databaseUrl: string, env: Record<string, string>) {
  const site = await startSite({ databaseUrl, env })
  sites.push(site)
  return site
}

const page = async (url: string) => {
  const response = await fetch(url)
  return { status: response.status, text: await response.text() }
}

describe('a post published in Ghost', () => {
  let ghost: GhostStandIn
  beforeAll(async () => {
    ghost = await startGhostStandIn()
  })
  afterAll(() => ghost.close())

  it('shows on every instance within seconds of Ghost’s webhook reaching one of them', async () => {
    const databaseUrl = await freshDatabase('blog_webhook')
    const env = {
      SMTP_URL: sink.url,
      GHOST_URL: ghost.url,
      GHOST_CONTENT_API_KEY: recordedKey,
      GHOST_WEBHOOK_SECRET: webhookSecret,
    }
    const [first, second] = await Promise.all([started(databaseUrl, env), started(databaseUrl, env)])
    const [base] = recordedPosts()
    const title = 'Published just now, shown at once'
    const post = postLike(base, { slug: 'published-just-now', title })
    // Each instance has read the blog, and keeps it for a minute.
    for (const site of [first, second]) expect((await page(`${site.url}/blog`)).text).not.toContain(title)

    ghost.setPosts([post, ...recordedPosts()])
    const told = await callGhostWebhook(`${first.url}/api/blog/ghost-webhook`, {
      event: 'post.published',
      post,
      secret: webhookSecret,
    })
    expect(told.status).toBe(204)

    for (const site of [first, second]) {
      await vi.waitFor(async () => expect((await page(`${site.url}/blog`)).text).toContain(title), {
        timeout: 5_000,
        interval: 100,
      })
      expect((await page(`${site.url}/blog/${post.slug}`)).status).toBe(200)
    }
  })

  it('changes nothing when the webhook is not signed with the secret', async () => {
    const databaseUrl = await freshDatabase('blog_webhook_unsigned')
    const site = await started(databaseUrl, {
      SMTP_URL: sink.url,
      GHOST_URL: ghost.url,
      GHOST_CONTENT_API_KEY: recordedKey,
      GHOST_WEBHOOK_SECRET: webhookSecret,
    })
    const [base] = recordedPosts()
    const title = 'Published, the webhook forged'
    const post = postLike(base, { slug: 'not-announced', title })
    expect((await page(`${site.url}/blog`)).status).toBe(200)
    ghost.setPosts([post, ...recordedPosts()])

    const forged = await callGhostWebhook(`${site.url}/api/blog/ghost-webhook`, {
      event: 'post.published',
      post,
      secret: 'a guess at the secret',
    })

    expect(forged.status).toBe(401)
    expect((await page(`${site.url}/blog`)).text).not.toContain(title)
  })
})

describe('a business fact saved in the console', () => {
  it('shows on every instance within 5 seconds of being saved on one of them', async () => {
    const databaseUrl = await freshDatabase('business_facts_live')
    const [first, second] = await Promise.all([
      started(databaseUrl, { SMTP_URL: sink.url }),
      started(databaseUrl, { SMTP_URL: sink.url }),
    ])
    const password = 'a long enough password for the test'
    const { db } = openDatabase(databaseUrl)
    try {
      await createStaff({ email: 'asha@reelcraft.test', name: 'Asha Rao', role: 'admin', password }, db)
    } finally {
      await db.destroy()
    }
    const calls = 'href="tel:+914040001234"'
    // Each instance has drawn its contact page with the example number, and keeps the page in its cache.
    for (const site of [first, second]) expect((await page(`${site.url}/contact`)).text).not.toContain(calls)

    const origin = { origin: first.url }
    const signIn = await fetch(`${first.url}/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...origin },
      body: new URLSearchParams({ email: 'asha@reelcraft.test', password, redirectTo: '/console' }),
      redirect: 'manual',
    })
    const cookie = signIn.headers.getSetCookie()[0]?.split(';')[0] ?? ''
    expect(cookie).not.toBe('')
    const saved = await fetch(`${first.url}/console/business/phone`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, ...origin },
      body: new URLSearchParams({
        since: '0',
        intent: 'save',
        'phone.main.number': '+91 40 4000 1234',
        'phone.main.confirmed': 'on',
        'phone.press.number': '+91 40 4520 1998',
      }),
    })
    expect(saved.status).toBe(200)
    expect(await saved.text()).toContain('Saved. Every page shows it within seconds.')

    for (const site of [first, second]) {
      await vi.waitFor(async () => expect((await page(`${site.url}/contact`)).text).toContain(calls), {
        timeout: 5_000,
        interval: 100,
      })
    }
  })
})

describe('an instance without SMTP', () => {
  it('does not start beside another instance on the same database, and says why', async () => {
    const databaseUrl = await freshDatabase('mail_to_files')
    await started(databaseUrl, { SMTP_URL: sink.url })

    await expect(startSite({ databaseUrl })).rejects.toThrow(/exited during start-up with code 1[\s\S]*Set SMTP_URL/)
  })

  it('keeps an instance with SMTP from starting beside it', async () => {
    const databaseUrl = await freshDatabase('mail_to_files_first')
    await started(databaseUrl, {})

    await expect(startSite({ databaseUrl, env: { SMTP_URL: sink.url } })).rejects.toThrow(
      /An instance without SMTP_URL runs on this database/,
    )
  })
})
