import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readSession, startSession } from '~/server/auth.server'
import { type TestDatabase, engines } from '../support/database'
import {
  closeConsoleDatabase,
  consoleRequest,
  context,
  openConsoleDatabase,
  outcome,
  signedIn,
} from './console-helpers'

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])

function profilePost(cookie: string, fields: Record<string, string | Blob>) {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.append(key, value)
  return new Request('http://localhost:3000/profile', {
    method: 'POST',
    headers: { cookie, origin: 'http://localhost:3000' },
    body,
  })
}

describe.each(engines)('a staff member’s profile on %s', (engine) => {
  let handle: TestDatabase

  beforeAll(async () => {
    handle = await openConsoleDatabase(engine)
  })
  afterAll(async () => {
    await closeConsoleDatabase(handle)
  })

  it('takes a small PNG as the picture and serves it back only to signed-in staff, with its real type', async () => {
    const { action } = await import('~/routes/profile')
    const { loader: avatar } = await import('~/routes/console/avatar')
    const member = await signedIn(handle, 'staff', 'Asha Rao')
    const saved = await outcome(() =>
      action({
        request: profilePost(member.cookie, {
          intent: 'details',
          name: 'Asha R.',
          avatar: new File([png], 'me.png', { type: 'image/png' }),
        }),
        params: {},
        context,
      } as never),
    )
    expect(saved).toMatchObject({ status: 200, body: { message: 'Your profile is saved.' } })
    const { staff } = await readSession(consoleRequest('/', { cookie: member.cookie }), handle.db)
    expect(staff?.name).toBe('Asha R.')
    expect(staff?.avatarUrl).toMatch(new RegExp(`^/console/avatars/${member.id}\\?v=`))

    const served = (await avatar({
      request: consoleRequest(`/console/avatars/${member.id}`, { cookie: member.cookie }),
      params: { id: String(member.id) },
      context,
    } as never)) as Response
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png)
    const visitor = await outcome(() =>
      avatar({
        request: consoleRequest(`/console/avatars/${member.id}`),
        params: { id: String(member.id) },
        context,
      } as never),
    )
    expect(visitor.status).toBe(302)
  })

  it('refuses a picture that is not PNG, JPEG or WebP whatever it claims, and one over 200 KB', async () => {
    const { action } = await import('~/routes/profile')
    const member = await signedIn(handle, 'staff')
    const disguised = new File(['<svg onload="alert(1)"/>'], 'me.png', { type: 'image/png' })
    const refused = await outcome(() =>
      action({
        request: profilePost(member.cookie, { intent: 'details', name: 'X Y', avatar: disguised }),
        params: {},
        context,
      } as never),
    )
    expect(refused).toMatchObject({ status: 400, body: { error: 'Please choose a PNG, JPEG or WebP picture.' } })
    const large = new File([png, new Uint8Array(200 * 1024)], 'big.png', { type: 'image/png' })
    const tooBig = await outcome(() =>
      action({
        request: profilePost(member.cookie, { intent: 'details', name: 'X Y', avatar: large }),
        params: {},
        context,
      } as never),
    )
    expect(tooBig).toMatchObject({ status: 400, body: { error: 'Please choose a picture of at most 200 KB.' } })
  })

  it('changes the password only with the current one, and signs out the member’s other sessions', async () => {
    const { action } = await import('~/routes/profile')
    const member = await signedIn(handle, 'staff')
    const { token: otherDevice } = await startSession(member.id, handle.db)
    const change = (currentPassword: string) =>
      outcome(() =>
        action({
          request: profilePost(member.cookie, {
            intent: 'password',
            currentPassword,
            newPassword: 'a brand new password',
            confirmPassword: 'a brand new password',
          }),
          params: {},
          context,
        } as never),
      )
    expect(await change('not my password')).toMatchObject({
      status: 400,
      body: { error: 'Your current password is not right.' },
    })
    expect(await change('a long enough password')).toMatchObject({ status: 200 })
    expect((await readSession(consoleRequest('/', { cookie: member.cookie }), handle.db)).staff?.id).toBe(member.id)
    expect(
      (await readSession(consoleRequest('/', { cookie: `rc_session=${otherDevice}` }), handle.db)).staff,
    ).toBeNull()
  })

  it('refuses a common new password with what to type instead, and keeps the old one', async () => {
    const { action } = await import('~/routes/profile')
    const { signIn } = await import('~/server/sign-in.server')
    const { weakPasswordAdvice } = await import('~/server/passwords.server')
    const member = await signedIn(handle, 'staff')
    const { email } = await handle.db
      .selectFrom('staff')
      .select('email')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow()
    for (const weak of ['aaaaaaaaaaaa', 'password1234']) {
      const answer = await outcome(() =>
        action({
          request: profilePost(member.cookie, {
            intent: 'password',
            currentPassword: 'a long enough password',
            newPassword: weak,
            confirmPassword: weak,
          }),
          params: {},
          context,
        } as never),
      )
      expect(answer.status).toBe(400)
      expect((answer.body as { error: string }).error).toMatch(/^This password is too easy to guess\./)
      expect((answer.body as { error: string }).error).toContain(weakPasswordAdvice)
    }
    expect((await signIn({ email, password: 'a long enough password', address: '10.9.1.1' }, handle.db)).ok).toBe(true)
  })

  it('lets 20 wrong current passwords sent at once run at most five checks, refusing the rest at once, and after five refuses even the right one', async () => {
    const { action } = await import('~/routes/profile')
    const { passwordChecksBusyMessage, passwordWork } = await import('~/server/passwords.server')
    const { passwordChangeThrottledMessage } = await import('~/server/staff.server')
    const member = await signedIn(handle, 'staff')
    const fromAddress = { ...context, clientAddress: '10.9.0.1' }
    const change = (currentPassword: string) =>
      outcome(() =>
        action({
          request: profilePost(member.cookie, {
            intent: 'password',
            currentPassword,
            newPassword: 'a brand new password',
            confirmPassword: 'a brand new password',
          }),
          params: {},
          context: fromAddress,
        } as never),
      )
    const checksBefore = passwordWork().checks

    const answers = await Promise.all(Array.from({ length: 20 }, (_, guess) => change(`guess number ${guess}`)))

    const checks = passwordWork().checks - checksBefore
    expect(checks).toBeLessThanOrEqual(5)
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(checks)
    const refused = answers.filter((answer) => answer.status === 429)
    expect(refused).toHaveLength(20 - checks)
    const messages = refused.map((answer) => (answer.body as { error: string }).error)
    expect(
      messages.every((message) => [passwordChecksBusyMessage, passwordChangeThrottledMessage].includes(message)),
    ).toBe(true)
    for (let guess = checks; guess < 5; guess++) expect(await change(`guess ${guess}`)).toMatchObject({ status: 400 })
    expect(await change('a long enough password')).toMatchObject({
      status: 429,
      body: { error: passwordChangeThrottledMessage },
    })
  })
})
