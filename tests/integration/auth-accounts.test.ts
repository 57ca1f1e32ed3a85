import crypto from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { endSession, readSession, startSession, verifySameOrigin } from '~/server/auth.server'
import { maxConcurrentHashes, passwordWork } from '~/server/passwords.server'
import { signIn, throttledMessage, wrongCredentialsMessage } from '~/server/sign-in.server'
import {
  mailPreferences,
  newMemberNotifiedOf,
  setMailPreferences,
  staffRecipientsFor,
} from '~/leads/team-notifications.server'
import { createStaff, setDisabled } from '~/server/staff.server'
import { type TestDatabase, engines, passwordAttemptsAged } from '../support/database'
import {
  closeConsoleDatabase,
  consoleRequest,
  context,
  openConsoleDatabase,
  outcome,
  siteOrigin,
} from './console-helpers'

const password = 'correct horse battery staple'
const thirtyDays = 30 * 24 * 60 * 60

function withCookie(cookie: string) {
  return consoleRequest('/', { cookie: cookie.split(';')[0] })
}

describe('the origin check', () => {
  const post = (headers: Record<string, string>) => new Request(`${siteOrigin}/console`, { method: 'POST', headers })
  const refused = (request: Request) => outcome(async () => verifySameOrigin(request))

  it('lets through a POST from a page of the site, by Origin or by Referer', async () => {
    expect((await refused(post({ origin: siteOrigin }))).status).toBe(200)
    expect((await refused(post({ referer: `${siteOrigin}/console/leads/bookings` }))).status).toBe(200)
  })

  it('refuses a POST from another site, or one that says nothing about where it came from', async () => {
    expect((await refused(post({ origin: 'https://evil.example' }))).status).toBe(403)
    expect((await refused(post({ origin: 'null', referer: 'https://evil.example/' }))).status).toBe(403)
    expect((await refused(post({ origin: 'http://localhost:3000.evil.example' }))).status).toBe(403)
    expect((await refused(post({}))).status).toBe(403)
  })

  it('does not bother a GET', async () => {
    expect(
      (await refused(new Request(`${siteOrigin}/console`, { headers: { origin: 'https://evil.example' } }))).status,
    ).toBe(200)
  })
})

describe.each(engines)('staff accounts on %s', (engine) => {
  let handle: TestDatabase
  let staffId: number
  const email = 'asha@reelcraft.test'

  beforeAll(async () => {
    handle = await openConsoleDatabase(engine)
    staffId = await createStaff(
      { email: ' Asha@ReelCraft.test ', name: 'Asha Rao', role: 'admin', password },
      handle.db,
    )
  })
  afterAll(async () => {
    await closeConsoleDatabase(handle)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('signs in with the right password, whatever the case of the address, with an http-only Lax cookie', async () => {
    const result = await signIn({ email: 'ASHA@reelcraft.test', password, address: '10.0.0.1' }, handle.db)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.cookie).toMatch(/^rc_session=[\w-]{43}; /)
    expect(result.cookie).toContain('HttpOnly')
    expect(result.cookie).toContain('SameSite=Lax')
    expect(result.cookie).toContain('Path=/')
    expect(result.cookie).toContain(`Max-Age=${thirtyDays}`)
    expect(result.cookie).not.toContain('Secure')
    const { staff } = await readSession(withCookie(result.cookie), handle.db)
    expect(staff).toMatchObject({ id: staffId, name: 'Asha Rao', email, role: 'admin' })
  })

  it('keeps only a hash of the session token in the database', async () => {
    const { token } = await startSession(staffId, handle.db)
    const rows = await handle.db.selectFrom('staff_sessions').select('id').execute()
    expect(rows.map((row) => row.id)).not.toContain(token)
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.id))).toBe(true)
  })

  it('refuses a wrong password and an unknown address with the same message', async () => {
    const wrong = await signIn({ email, password: 'wrong password 123', address: '10.0.0.2' }, handle.db)
    const unknown = await signIn({ email: 'nobody@reelcraft.test', password, address: '10.0.0.3' }, handle.db)
    expect(wrong).toEqual({ ok: false, status: 401, message: wrongCredentialsMessage })
    expect(unknown).toEqual({ ok: false, status: 401, message: wrongCredentialsMessage })
  })

  it('ends a session after 30 days without use, and pushes the end back while it is used', async () => {
    const { token } = await startSession(staffId, handle.db)
    const cookie = `rc_session=${token}`
    const id = (
      await handle.db.selectFrom('staff_sessions').select('id').orderBy('created_at', 'desc').executeTakeFirstOrThrow()
    ).id

    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString()
    await handle.db
      .updateTable('staff_sessions')
      .set({ last_seen_at: twoHoursAgo, expires_at: new Date(Date.now() + 1000).toISOString() })
      .where('id', '=', id)
      .execute()
    const used = await readSession(withCookie(cookie), handle.db)
    expect(used.staff?.id).toBe(staffId)
    expect(used.headers.get('set-cookie')).toContain(`Max-Age=${thirtyDays}`)
    const pushed = await handle.db
      .selectFrom('staff_sessions')
      .select('expires_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(Date.parse(pushed.expires_at) - Date.now()).toBeGreaterThan((thirtyDays - 60) * 1000)

    await handle.db
      .updateTable('staff_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute()
    const expired = await readSession(withCookie(cookie), handle.db)
    expect(expired.staff).toBeNull()
    expect(expired.headers.get('set-cookie')).toContain('Max-Age=0')
    expect(
      await handle.db.selectFrom('staff_sessions').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined()
  })

  it('ends a session 90 days after sign-in however much it is used, and its cookie never outlives that', async () => {
    const day = 24 * 60 * 60 * 1000
    const { token } = await startSession(staffId, handle.db)
    const cookie = `rc_session=${token}`
    const id = crypto.createHash('sha256').update(token).digest('hex')
    const usedDaily = (sinceSignIn: number) =>
      handle.db
        .updateTable('staff_sessions')
        .set({
          created_at: new Date(Date.now() - sinceSignIn).toISOString(),
          last_seen_at: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString(),
          expires_at: new Date(Date.now() + 29 * day).toISOString(),
        })
        .where('id', '=', id)
        .execute()

    await usedDaily(89 * day)
    const lastDay = await readSession(withCookie(cookie), handle.db)
    expect(lastDay.staff?.id).toBe(staffId)
    const maxAge = Number(/Max-Age=(\d+)/.exec(lastDay.headers.get('set-cookie') ?? '')?.[1])
    expect(maxAge).toBeLessThanOrEqual(day / 1000)
    expect(maxAge).toBeGreaterThan(day / 1000 - 60)
    const row = await handle.db
      .selectFrom('staff_sessions')
      .select(['created_at', 'expires_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(Date.parse(row.expires_at)).toBeLessThanOrEqual(Date.parse(row.created_at) + 90 * day)

    await usedDaily(90 * day)
    const ended = await readSession(withCookie(cookie), handle.db)
    expect(ended.staff).toBeNull()
    expect(ended.headers.get('set-cookie')).toContain('Max-Age=0')
    expect(
      await handle.db.selectFrom('staff_sessions').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined()
  })

  it('signs out by deleting the session, so the old cookie no longer works', async () => {
    const { token } = await startSession(staffId, handle.db)
    const request = withCookie(`rc_session=${token}`)
    expect((await readSession(request, handle.db)).staff).not.toBeNull()
    expect(await endSession(request, handle.db)).toContain('Max-Age=0')
    expect((await readSession(request, handle.db)).staff).toBeNull()
  })

  it('runs at most five password checks for 50 wrong sign-ins sent at once from one address, and refuses the rest and the right password from there until the pause ends', async () => {
    const account = 'burst@reelcraft.test'
    await createStaff({ email: account, name: 'Burst', role: 'staff', password }, handle.db)
    const checksBefore = passwordWork().checks

    const results = await Promise.all(
      Array.from({ length: 50 }, (_, attempt) =>
        signIn({ email: account, password: `guess number ${attempt}`, address: '10.4.0.1' }, handle.db),
      ),
    )

    const checks = passwordWork().checks - checksBefore
    expect(checks).toBeLessThanOrEqual(5)
    const wrong = results.filter((result) => !result.ok && result.status === 401)
    const refused = results.filter((result) => !result.ok && result.status === 429)
    expect(wrong).toHaveLength(checks)
    expect(wrong.every((result) => !result.ok && result.message === wrongCredentialsMessage)).toBe(true)
    expect(refused).toHaveLength(50 - checks)

    // Five failures for the visitor in all, so the pause lasts the window.
    for (let guess = checks; guess < 5; guess++)
      await signIn({ email: account, password: `guess ${guess}`, address: '10.4.0.1' }, handle.db)
    expect(await signIn({ email: account, password, address: '10.4.0.1' }, handle.db)).toEqual({
      ok: false,
      status: 429,
      message: throttledMessage,
    })
    // Half a minute before the window ends, as the database's clock sees it.
    await passwordAttemptsAged(handle.db, 15 * 60 * 1000 - 30_000)
    expect(await signIn({ email: account, password, address: '10.4.0.1' }, handle.db)).toEqual({
      ok: false,
      status: 429,
      message: throttledMessage,
    })
    expect(passwordWork().checks - checksBefore).toBe(5)
    await passwordAttemptsAged(handle.db, 31_000)
    expect((await signIn({ email: account, password, address: '10.4.0.1' }, handle.db)).ok).toBe(true)
  })

  it('hashes only a few passwords at once when many members sign in together, leaving the thread pool to the rest', async () => {
    const accounts = Array.from({ length: 6 }, (_, n) => `crowd${n}@reelcraft.test`)
    for (const account of accounts)
      await createStaff({ email: account, name: 'Crowd', role: 'staff', password }, handle.db)
    // Counted at Node's own scrypt, below the limit this checks, while the sign-ins run.
    const scrypt = crypto.scrypt
    let running = 0
    let mostAtOnce = 0
    vi.spyOn(crypto, 'scrypt').mockImplementation(((...args: unknown[]) => {
      const done = args.pop() as (...result: unknown[]) => void
      running += 1
      mostAtOnce = Math.max(mostAtOnce, running)
      Reflect.apply(scrypt, crypto, [
        ...args,
        (...result: unknown[]) => {
          running -= 1
          done(...result)
        },
      ])
    }) as typeof crypto.scrypt)

    const results = await Promise.all(
      accounts.map((account, n) => signIn({ email: account, password, address: `10.5.${n}.1` }, handle.db)),
    )

    expect(results.every((result) => result.ok)).toBe(true)
    expect(mostAtOnce).toBe(maxConcurrentHashes)
    expect(maxConcurrentHashes).toBeLessThan(accounts.length)
  })

  it('shuts out a disabled member at once', async () => {
    const id = await createStaff({ email: 'leaver@reelcraft.test', name: 'Leaver', role: 'staff', password }, handle.db)
    const { token } = await startSession(id, handle.db)
    await setDisabled(id, true, handle.db)
    expect((await readSession(withCookie(`rc_session=${token}`), handle.db)).staff).toBeNull()
    expect(await signIn({ email: 'leaver@reelcraft.test', password, address: '10.3.0.1' }, handle.db)).toMatchObject({
      ok: false,
    })
  })

  it('does not let an administrator give a new member a common password', async () => {
    const { action } = await import('~/routes/console/staff')
    const { weakPasswordAdvice } = await import('~/server/passwords.server')
    const admin = await startSession(staffId, handle.db)
    for (const weak of ['aaaaaaaaaaaa', 'password1234']) {
      const form = {
        intent: 'create',
        email: 'newcomer@reelcraft.test',
        name: 'Newcomer',
        role: 'staff',
        password: weak,
      }
      const answer = await outcome(() =>
        action({
          request: consoleRequest('/console/staff', { method: 'POST', cookie: `rc_session=${admin.token}`, form }),
          context,
          params: {},
        } as never),
      )
      expect(answer.status).toBe(400)
      expect((answer.body as { error: string }).error).toMatch(/^This password is too easy to guess\./)
      expect((answer.body as { error: string }).error).toContain(weakPasswordAdvice)
    }
    expect(
      await handle.db.selectFrom('staff').select('id').where('email', '=', 'newcomer@reelcraft.test').execute(),
    ).toEqual([])
  })

  it('mails each kind of lead to the active members who chose it, and keeps only names of kinds', async () => {
    const id = await createStaff(
      { email: 'ops@reelcraft.test', name: 'Ops', role: 'staff', password, notifyOf: newMemberNotifiedOf },
      handle.db,
    )
    expect(await staffRecipientsFor('bookings', handle.db)).toContain('ops@reelcraft.test')
    await setMailPreferences(id, ['partner_applications', 'partner-applications', 'nonsense'], handle.db)
    expect(await mailPreferences(id, handle.db)).toEqual(['partner_applications'])
    expect(await staffRecipientsFor('bookings', handle.db)).not.toContain('ops@reelcraft.test')
    expect(await staffRecipientsFor('partner_applications', handle.db)).toContain('ops@reelcraft.test')
    expect(await staffRecipientsFor('partner_applications', handle.db)).not.toContain('leaver@reelcraft.test')
  })

  it('answers the sign-in form with the session cookie and sends the member on; a cross-site form is refused', async () => {
    const { action } = await import('~/routes/sign-in')
    const form = { email, password, redirectTo: '/console/leads/bookings' }
    const answer = await outcome(() =>
      action({ request: consoleRequest('/sign-in', { method: 'POST', form }), context, params: {} } as never),
    )
    expect(answer.status).toBe(302)
    expect(answer.location).toBe('/console/leads/bookings')
    expect((answer.body as Response).headers.get('set-cookie')).toMatch(/^rc_session=/)

    const offsite = await outcome(() =>
      action({
        request: consoleRequest('/sign-in', { method: 'POST', form: { ...form, redirectTo: '//evil.example' } }),
        context,
        params: {},
      } as never),
    )
    expect(offsite.location).toBe('/console')

    const forged = await outcome(() =>
      action({
        request: consoleRequest('/sign-in', { method: 'POST', form, origin: 'https://evil.example' }),
        context,
        params: {},
      } as never),
    )
    expect(forged.status).toBe(403)
  })
})
