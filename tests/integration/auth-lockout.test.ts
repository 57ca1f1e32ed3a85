import { setTimeout as delay } from 'node:timers/promises'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { signIn, throttledMessage, wrongCredentialsMessage } from '~/server/sign-in.server'
import { isKnownDevice, knownDeviceCookie } from '~/server/known-devices.server'
import { hashPassword, passwordPlaces, passwordWork, verifyPassword } from '~/server/passwords.server'
import { claimAttempt, throttle } from '~/server/password-throttle.server'
import { createStaff } from '~/server/staff.server'
import { type TestDatabase, createTestDatabase, engines, passwordAttemptsAged } from '../support/database'
import { closeConsoleDatabase, consoleRequest, openConsoleDatabase, outcome } from './console-helpers'

// Strangers failing on purpose must not keep a member of staff out: failures pause one visitor on one
// account first, and the account-wide pause comes only far later and never for a browser the owner signed in on.

const password = 'copper lantern musty orbit'
const day = 24 * 60 * 60 * 1000

/** Failures that strangers left on an account, one from each of `count` addresses, as failed sign-ins leave them. */
async function strangersFailed(handle: TestDatabase, account: string, count: number, network: string) {
  for (let n = 0; n < count; n++) {
    expect(await claimAttempt(handle.db, { account, address: `${network}.${n >> 8}.${n & 255}` })).not.toBeNull()
  }
}

/**
 * How much longer than one password check the owner's sign-in takes while the attack runs, the best of up to
 * five tries: on a machine shared with other test runs a hash alone can take over a second, and any one try can
 * be stalled. Each try times a check and then a sign-in, which must succeed; a slowdown the attack caused would
 * show in every try.
 */
async function ownerWaits(signInOnce: (attempt: number) => Promise<boolean>) {
  const stored = await hashPassword(password)
  const waits: number[] = []
  for (let attempt = 0; attempt < 5 && !waits.some((wait) => wait < 1000); attempt++) {
    const checkStarted = performance.now()
    await verifyPassword(password, stored)
    const check = performance.now() - checkStarted
    const started = performance.now()
    expect(await signInOnce(attempt)).toBe(true)
    waits.push(performance.now() - started - check)
  }
  return Math.min(...waits)
}

const attackers: { stop: () => Promise<void> }[] = []

/**
 * An attacker who keeps sending wrong passwords from new addresses, one after another, until stopped (or after
 * 200). Each waits a moment first, as a request over the network would: with SQLite a refusal never leaves the
 * microtask queue, and a loop of them would keep timers and hashes from ever running.
 */
function keepFailing(account: string, network: string, handle: TestDatabase) {
  let running = true
  const answers: number[] = []
  const done = (async () => {
    for (let n = 0; running && n < 200; n++) {
      await delay(5)
      const result = await signIn(
        { email: account, password: `guess number ${n}`, address: `${network}.${n >> 8}.${n & 255}` },
        handle.db,
      )
      if (!result.ok) answers.push(result.status)
    }
  })()
  const attacker = {
    answers,
    stop: async () => {
      running = false
      await done
    },
  }
  attackers.push(attacker)
  return attacker
}

function signInForm(email: string, secret: string, { address, cookie }: { address: string; cookie?: string }) {
  return import('~/routes/sign-in').then(({ action }) =>
    outcome(() =>
      action({
        request: consoleRequest('/sign-in', { method: 'POST', cookie, form: { email, password: secret } }),
        context: { nonce: '', clientAddress: address },
        params: {},
      } as never),
    ),
  )
}

function setCookies(answer: { body: unknown }) {
  return (answer.body as Response).headers.getSetCookie()
}

describe.each(engines)('sign-in lock-outs on %s', (engine) => {
  let handle: TestDatabase

  beforeAll(async () => {
    handle = await openConsoleDatabase(engine)
  })
  afterAll(async () => {
    await closeConsoleDatabase(handle)
  })
  afterEach(async () => {
    vi.useRealTimers()
    for (const attacker of attackers.splice(0)) await attacker.stop()
  })

  it('gives a browser that signs in a known-device cookie for 30 days, http-only and Lax', async () => {
    await createStaff({ email: 'kiran@reelcraft.test', name: 'Kiran', role: 'staff', password }, handle.db)
    const answer = await signInForm('Kiran@ReelCraft.test', password, { address: '10.30.0.1' })
    expect(answer.status).toBe(302)
    const [session, device] = setCookies(answer)
    expect(session).toMatch(/^rc_session=/)
    expect(device).toMatch(/^rc_device=[0-9a-z]+\.[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/)
    const token = device.split(';')[0].split('=')[1]
    expect(await isKnownDevice(handle.db, token, 'kiran@reelcraft.test')).toBe(true)
    expect(await isKnownDevice(handle.db, token, 'asha@reelcraft.test')).toBe(false)
    expect(
      await isKnownDevice(
        handle.db,
        token.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')),
        'kiran@reelcraft.test',
      ),
    ).toBe(false)
    expect(await isKnownDevice(handle.db, token, 'kiran@reelcraft.test', new Date(Date.now() + 31 * day))).toBe(false)
  })

  it('lets the owner in within a second (beyond their password check) from their own browser while strangers keep failing past the account-wide pause', async () => {
    const account = 'owner@reelcraft.test'
    await createStaff({ email: account, name: 'Owner', role: 'admin', password }, handle.db)
    const first = await signInForm(account, password, { address: '10.31.0.1' })
    const deviceCookie = setCookies(first)[1].split(';')[0]

    await strangersFailed(handle, account, throttle.perAccount, '10.32')
    const attacker = keepFailing(account, '10.33', handle)
    await vi.waitFor(() => expect(attacker.answers.length).toBeGreaterThan(0), { timeout: 10_000 })
    const wait = await ownerWaits(
      async (n) =>
        (await signInForm(account, password, { address: `10.31.1.${n}`, cookie: deviceCookie })).status === 302,
    )
    const stranger = await signInForm(account, password, { address: '10.34.0.1' })
    await attacker.stop()

    expect(wait).toBeLessThan(1000)
    expect(stranger).toMatchObject({ status: 429, body: { error: throttledMessage } })
    expect(attacker.answers.every((status) => status === 429)).toBe(true)
  }, 60_000)

  it('lets the owner in within a second (beyond their password check) from a new address without the cookie while strangers fail from others', async () => {
    const account = 'traveller@reelcraft.test'
    await createStaff({ email: account, name: 'Traveller', role: 'staff', password }, handle.db)
    for (let n = 0; n < throttle.perVisitorAndAccount; n++) {
      expect(
        await signIn({ email: account, password: `guess ${n}`, address: `10.35.0.${n}` }, handle.db),
      ).toMatchObject({ status: 401 })
    }
    await strangersFailed(handle, account, 10, '10.36')
    const attacker = keepFailing(account, '10.37', handle)
    await vi.waitFor(() => expect(attacker.answers.length).toBeGreaterThan(0), { timeout: 10_000 })
    const wait = await ownerWaits(
      async (n) => (await signIn({ email: account, password, address: `10.38.0.${n}` }, handle.db)).ok,
    )
    await attacker.stop()

    expect(wait).toBeLessThan(1000)
    expect(attacker.answers).toContain(401)
  }, 60_000)

  it("checks the owner's password at once from a new browser while as many strangers as there are places wait out their slowdown", async () => {
    const account = 'waited@reelcraft.test'
    await createStaff({ email: account, name: 'Waited', role: 'staff', password }, handle.db)
    // Four failures each (on other accounts), so that each stranger's next attempt waits 2 s before its check.
    const strangers = Array.from({ length: passwordPlaces.total }, (_, n) => `10.47.0.${n}`)
    for (const address of strangers) {
      for (let failure = 0; failure < 4; failure++) {
        expect(await claimAttempt(handle.db, { account: `other${failure}@reelcraft.test`, address })).not.toBeNull()
      }
    }
    const failing = strangers.map((address, n) =>
      signIn({ email: account, password: `guess number ${n}`, address }, handle.db),
    )
    // A stranger is in its slowdown once its attempt on the account is claimed.
    await vi.waitFor(
      async () => {
        const claims = await handle.db
          .selectFrom('password_attempts')
          .select('slot')
          .where('key', '=', `account:${account}`)
          .execute()
        expect(claims).toHaveLength(strangers.length)
      },
      { timeout: 10_000, interval: 10 },
    )
    const placesWhileWaiting = passwordWork().places
    const owner = await signIn({ email: account, password, address: '10.48.0.1' }, handle.db)
    const strangersAnswered = await Promise.all(failing)

    expect(placesWhileWaiting).toBe(0)
    expect(owner.ok).toBe(true)
    expect(strangersAnswered.map((result) => (result.ok ? 200 : result.status))).toEqual(strangers.map(() => 401))
  }, 60_000)

  it('pauses one visitor on one account after five failures, slowing each, while the same account works from elsewhere', async () => {
    const account = 'ravi@reelcraft.test'
    await createStaff({ email: account, name: 'Ravi', role: 'staff', password }, handle.db)
    const timings: number[] = []
    for (let attempt = 0; attempt < 5; attempt++) {
      const started = performance.now()
      const result = await signIn(
        { email: account, password: `guess number ${attempt}`, address: '10.40.0.1' },
        handle.db,
      )
      timings.push(performance.now() - started)
      expect(result).toEqual({ ok: false, status: 401, message: wrongCredentialsMessage })
    }
    expect(timings[1]).toBeGreaterThanOrEqual(250)
    expect(timings[4]).toBeGreaterThanOrEqual(2000)

    expect(await signIn({ email: account, password, address: '10.40.0.1' }, handle.db)).toEqual({
      ok: false,
      status: 429,
      message: throttledMessage,
    })
    expect((await signIn({ email: account, password, address: '10.40.0.2' }, handle.db)).ok).toBe(true)
    await passwordAttemptsAged(handle.db, throttle.windowMs + 1000)
    expect((await signIn({ email: account, password, address: '10.40.0.1' }, handle.db)).ok).toBe(true)
  }, 60_000)

  it('pauses a visitor on every account after ten failures in all', async () => {
    const account = 'sita@reelcraft.test'
    await createStaff({ email: account, name: 'Sita', role: 'staff', password }, handle.db)
    const address = '2001:db8:41:7::1'
    for (let attempt = 0; attempt < throttle.perVisitor; attempt++) {
      expect(
        await claimAttempt(handle.db, {
          account: `guess${attempt}@reelcraft.test`,
          address: `2001:db8:41:7::${attempt + 2}`,
        }),
      ).not.toBeNull()
    }
    expect(await signIn({ email: account, password, address }, handle.db)).toEqual({
      ok: false,
      status: 429,
      message: throttledMessage,
    })
    expect((await signIn({ email: account, password, address: '2001:db8:41:8::1' }, handle.db)).ok).toBe(true)
  })

  it('claims at most five attempts for one visitor on one account, and fifty on one account, however many arrive at once', async () => {
    const account = 'burst@reelcraft.test'
    const fromOne = await Promise.all(
      Array.from({ length: 40 }, () => claimAttempt(handle.db, { account, address: '10.42.0.1' })),
    )
    expect(fromOne.filter(Boolean)).toHaveLength(throttle.perVisitorAndAccount)

    const fromMany = await Promise.all(
      Array.from({ length: 120 }, (_, n) =>
        claimAttempt(handle.db, { account, address: `10.43.${n >> 8}.${n & 255}` }),
      ),
    )
    expect(fromMany.filter(Boolean)).toHaveLength(throttle.perAccount - throttle.perVisitorAndAccount)

    const knownBrowsers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        claimAttempt(handle.db, { account, address: `10.44.0.${n}`, knownDevice: true }),
      ),
    )
    expect(knownBrowsers.every(Boolean)).toBe(true)
  })

  it('does not count a cookie for another account, a forged one or one over 30 days old as a known browser', async () => {
    const account = 'meera@reelcraft.test'
    await createStaff({ email: account, name: 'Meera', role: 'staff', password }, handle.db)
    await strangersFailed(handle, account, throttle.perAccount, '10.45')
    const cookieOf = (header: string) => header.split(';')[0]
    const others = cookieOf(await knownDeviceCookie(handle.db, 'someone@reelcraft.test'))
    const old = cookieOf(await knownDeviceCookie(handle.db, account, new Date(Date.now() - 31 * day)))
    const forged = `rc_device=${Date.now().toString(36)}.${'A'.repeat(43)}`
    for (const [n, cookie] of [others, old, forged].entries()) {
      expect(await signInForm(account, password, { address: `10.46.0.${n}`, cookie })).toMatchObject({ status: 429 })
    }
    const recent = cookieOf(await knownDeviceCookie(handle.db, account, new Date(Date.now() - 29 * day)))
    expect(await signInForm(account, password, { address: '10.46.0.9', cookie: recent })).toMatchObject({ status: 302 })
  })
})

describe('the known-device cookie of a site served over https', () => {
  it('is __Host- prefixed and Secure, like the session cookie', async () => {
    const handle = await createTestDatabase('sqlite')
    const before = { DATABASE_URL: process.env.DATABASE_URL, SITE_URL: process.env.SITE_URL }
    Object.assign(process.env, { DATABASE_URL: handle.url, SITE_URL: 'https://reelcraft.example' })
    vi.resetModules()
    try {
      const devices = await import('~/server/known-devices.server')
      const cookie = await devices.knownDeviceCookie(handle.db, 'asha@reelcraft.test')
      expect(cookie).toMatch(
        /^__Host-rc_device=[0-9a-z]+\.[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000; Secure$/,
      )
      const request = new Request('https://reelcraft.example/sign-in', {
        headers: { cookie: `rc_device=forged; ${cookie.split(';')[0]}` },
      })
      expect(await devices.isKnownDevice(handle.db, devices.knownDeviceToken(request), 'asha@reelcraft.test')).toBe(
        true,
      )
    } finally {
      for (const [name, value] of Object.entries(before)) {
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
      }
      vi.resetModules()
      await handle.drop()
    }
  })
})
