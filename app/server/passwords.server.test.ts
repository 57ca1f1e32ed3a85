import { describe, expect, it, vi } from 'vitest'
import {
  hashPassword,
  maxConcurrentHashes,
  passwordPlaces,
  passwordProblem,
  passwordWork,
  takePasswordPlace,
  verifyPassword,
  weakPasswordAdvice,
} from './passwords.server'

const password = 'correct horse battery staple'

describe('passwords', () => {
  it('are stored as salted scrypt hashes that verify only the right password', async () => {
    const first = await hashPassword(password)
    const second = await hashPassword(password)
    expect(first).toMatch(/^scrypt\$32768\$8\$3\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
    expect(first).not.toBe(second)
    expect(first).not.toContain(password)
    expect(await verifyPassword(password, first)).toBe(true)
    expect(await verifyPassword(password, second)).toBe(true)
    expect(await verifyPassword('correct horse battery stapler', first)).toBe(false)
    expect(await verifyPassword(password, 'not a hash')).toBe(false)
  })

  it('are hashed a few at a time however many are asked for at once, leaving the thread pool to the rest', async () => {
    const running: number[] = []
    const hashes = Array.from({ length: 8 }, (_, i) =>
      hashPassword(`${password} ${i}`).then(() => running.push(passwordWork().running)),
    )
    await vi.waitFor(
      () => {
        expect(passwordWork().running).toBe(maxConcurrentHashes)
        expect(passwordWork().waiting).toBeGreaterThan(0)
      },
      { interval: 5 },
    )
    await Promise.all(hashes)
    expect(Math.max(...running)).toBeLessThanOrEqual(maxConcurrentHashes)
    expect(passwordWork()).toMatchObject({ running: 0, waiting: 0 })
  })
})

describe('a new password', () => {
  it('is refused when it is a common password or a pattern, with what to type instead', async () => {
    for (const weak of ['aaaaaaaaaaaa', 'password1234', 'qwertyuiop12', 'iloveyou1234', 'Passw0rd!2024']) {
      const problem = await passwordProblem(weak)
      expect(problem, weak).toMatch(/^This password is too easy to guess\. /)
      expect(problem, weak).toContain(weakPasswordAdvice)
    }
    expect(await passwordProblem('aaaaaaaaaaaa')).toContain('Repeated characters')
  })

  it('is refused when it is made of the account’s own name or address', async () => {
    expect(await passwordProblem('meenakshi.iyer')).toBeNull()
    expect(await passwordProblem('meenakshi.iyer', ['meenakshi.iyer@reelcraft.in', 'Meenakshi Iyer'])).toMatch(
      /too easy to guess/,
    )
  })

  it('is taken when it is long and unusual, judging only its first 64 characters to bound the time', async () => {
    expect(await passwordProblem('copper lantern musty orbit')).toBeNull()
    expect(await passwordProblem(password)).toBeNull()
    expect(await passwordProblem(`${'a'.repeat(64)}${'copper lantern musty orbit '.repeat(4)}`)).toMatch(
      /too easy to guess/,
    )
  })

  it('keeps its length and one-line rules', async () => {
    expect(await passwordProblem('short one')).toBe('Use at least 12 characters.')
    expect(await passwordProblem('x'.repeat(201))).toBe('Use at most 200 characters.')
    expect(await passwordProblem('copper lantern\nmusty orbit')).toBe(
      'Use a password on one line, without line breaks.',
    )
  })
})

describe('places in the line for password checks', () => {
  type Place = (() => void) | null

  it('are one per visitor, whose further checks wait behind it, up to three, and the rest are refused at once', async () => {
    const first = await takePasswordPlace('203.0.113.7')
    expect(first).toBeInstanceOf(Function)
    const given: Place[] = []
    const waiting = Array.from({ length: passwordPlaces.waitingPerVisitor }, () =>
      takePasswordPlace('203.0.113.7').then((place) => given.push(place)),
    )
    expect(await takePasswordPlace('203.0.113.7')).toBeNull()
    expect(passwordWork().places).toBe(1)

    first?.()
    await vi.waitFor(() => expect(given).toHaveLength(1))
    expect(passwordWork().places).toBe(1)
    while (given.length < waiting.length) {
      const handed = given.length
      given.at(-1)?.()
      await vi.waitFor(() => expect(given).toHaveLength(handed + 1))
    }
    given.at(-1)?.()
    expect(given.every((place) => typeof place === 'function')).toBe(true)
    expect(passwordWork().places).toBe(0)
  })

  it('are one per IPv6 /64 and two per /48 however many /64s it uses', async () => {
    const sameSlash64 = await takePasswordPlace('2001:db8:5:1::1')
    const taken = await Promise.all(
      Array.from({ length: 10 }, (_, n) => takePasswordPlace(`2001:db8:5:${(n + 2).toString(16)}::1`)),
    )
    expect(taken.filter(Boolean)).toHaveLength(passwordPlaces.perBlock48 - 1)
    const elsewhere = await takePasswordPlace('2001:db8:6:1::1')
    expect(elsewhere).toBeInstanceOf(Function)
    for (const place of [sameSlash64, elsewhere, ...taken]) place?.()
    expect(passwordWork().places).toBe(0)
  })

  it('are eight in all, refused at once beyond that, with four more kept for browsers known to the account', async () => {
    const taken = await Promise.all(Array.from({ length: 20 }, (_, n) => takePasswordPlace(`198.51.100.${n}`)))
    expect(taken.filter(Boolean)).toHaveLength(passwordPlaces.total)
    const known = await Promise.all(
      Array.from({ length: 6 }, (_, n) => takePasswordPlace(`192.0.2.${n}`, { knownBrowser: true })),
    )
    expect(known.filter(Boolean)).toHaveLength(passwordPlaces.keptForKnownBrowsers)
    for (const place of [...taken, ...known]) place?.()
    expect(passwordWork().places).toBe(0)
    const freed = await takePasswordPlace('198.51.100.99')
    expect(freed).toBeInstanceOf(Function)
    freed?.()
  })
})
