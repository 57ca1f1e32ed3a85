import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from '~/server/db.server'
import { createStaff } from '~/server/staff.server'
import { type SiteProcess, startSite, stopSite } from '../support/site-process'
import { formHeaders } from '../support/staff-session'

// A crowd of sign-ins must not make the team wait: with every hash in one queue of two, 60 sign-ins
// sent at once from 60 IPv6 /64s made a real one take 18.5 s. The production build behind TRUST_PROXY=loopback
// (the default), with X-Forwarded-For standing for each visitor's address.

let site: SiteProcess | undefined

afterEach(async () => {
  if (site) await stopSite(site)
  site = undefined
})

type Answer = { status: number; ms: number }

function signInPost(
  running: SiteProcess,
  { email, password, visitor }: { email: string; password: string; visitor: string },
): Promise<Answer> {
  const started = performance.now()
  return fetch(`${running.url}/sign-in`, {
    method: 'POST',
    headers: { ...formHeaders(running), 'x-forwarded-for': visitor },
    body: new URLSearchParams({ email, password, redirectTo: '/console' }),
    redirect: 'manual',
  }).then(async (response) => {
    await response.arrayBuffer()
    return { status: response.status, ms: performance.now() - started }
  })
}

/** 60 sign-ins sent at once from 60 /64s of one /48 and, once the server answers one, the owner's from elsewhere. */
async function flood(running: SiteProcess, owner: { email: string; password: string }, block: number) {
  let firstAnswer: () => void = () => {}
  const answered = new Promise<void>((resolve) => (firstAnswer = resolve))
  const crowd = Array.from({ length: 60 }, (_, n) =>
    signInPost(running, {
      email: `guess${n}@reelcraft.test`,
      password: `guess number ${n}`,
      visitor: `2001:db8:${block.toString(16)}:${(n + 1).toString(16)}::1`,
    }).finally(firstAnswer),
  )
  // The crowd is at the server once it answers one of them.
  await answered
  const signedIn = await signInPost(running, { ...owner, visitor: `203.0.113.${block & 255}` })
  return { signedIn, answers: await Promise.all(crowd) }
}

describe('a flood of sign-ins', () => {
  it('lets the owner sign in within 2 s while 60 arrive at once from 60 IPv6 /64s of one /48, refusing most of them at once', async () => {
    site = await startSite()
    const owner = { email: 'asha@reelcraft.test', password: 'copper lantern musty orbit' }
    const handle = openDatabase(`${site.dataDir}/site.db`)
    try {
      await createStaff({ ...owner, name: 'Asha Rao', role: 'admin' }, handle.db)
    } finally {
      await handle.db.destroy()
    }
    // The first sign-in after start loads code and the known-device key; the second is the one to compare with.
    expect((await signInPost(site, { ...owner, visitor: '203.0.113.9' })).status).toBe(302)
    const quiet = await signInPost(site, { ...owner, visitor: '203.0.113.10' })
    expect(quiet.status).toBe(302)
    // Within 2 s; on a machine so busy that a sign-in alone takes over 0.67 s, within three of those.
    const budget = Math.max(2000, 3 * quiet.ms)

    // Up to three floods, each from a /48 of its own, for the time: other test runs on a shared machine can
    // stall any one of them for seconds. Before the line, every one took 8 s or more here.
    const times: number[] = []
    for (let block = 0x4b0; block < 0x4b3 && !times.some((ms) => ms < budget); block++) {
      const { signedIn, answers } = await flood(site, owner, block)
      const refused = answers.filter((answer) => answer.status === 429)
      const slowest = Math.round(Math.max(0, ...refused.map((answer) => answer.ms)))
      console.info(
        `the owner's sign-in: ${Math.round(quiet.ms)} ms alone, ${Math.round(signedIn.ms)} ms in the flood; ` +
          `the flood: ${refused.length} × 429 (the slowest in ${slowest} ms), ${60 - refused.length} checked`,
      )
      expect(signedIn.status).toBe(302)
      // One /48 holds two places at a time: whoever of the crowd arrives while they are taken is refused.
      expect(refused.length).toBeGreaterThanOrEqual(40)
      expect(answers.filter((answer) => answer.status === 401).length).toBe(60 - refused.length)
      times.push(signedIn.ms)
    }
    expect(Math.min(...times)).toBeLessThan(budget)
  })
})
