import { describe, expect, it, vi } from 'vitest'
import { hashPassword, maxConcurrentHashes, passwordWork, verifyPassword } from './passwords.server'

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
