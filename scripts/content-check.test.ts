import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { factNames } from '../app/content/business-schema'
import { migrate, openDatabase } from '../app/server/db.server'
import { factsStore } from '../app/server/facts-store.server'
import { inProcessSignals } from '../app/server/signals.server'
import { confirmedFacts } from '../tests/fixtures/business-facts'

// `npm run content:check` as the business runs it, on the shipped facts and on facts written as a module of
// the same shape as app/content/business.ts. Each run starts tsx and reads the route modules through Vite, which
// takes seconds, and several times that on a loaded machine.

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'content-check-'))
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }))

function factsModule(name: string, facts: Record<string, unknown>) {
  const file = path.join(folder, `${name}.ts`)
  fs.writeFileSync(
    file,
    Object.entries(facts)
      .map(([key, value]) => `export const ${key} = ${JSON.stringify(value)}\n`)
      .join(''),
  )
  return file
}

/** A database of the site's own, with the facts given saved in it as an administrator saves them in the console. */
async function databaseWith(name: string, facts: Partial<ReturnType<typeof confirmedFacts>>) {
  const url = path.join(folder, `${name}.db`)
  const { db } = openDatabase(url)
  try {
    await migrate(db)
    const store = factsStore({ db, signals: inProcessSignals() })
    for (const fact of factNames) if (facts[fact]) await store.save(fact, facts[fact], null)
  } finally {
    await db.destroy()
  }
  return url
}

// An empty database of its own unless one is given: the check reads the site's database, never the checkout's.
function contentCheck(...args: string[]) {
  return contentCheckOf(path.join(folder, 'none.db'), ...args)
}

function contentCheckOf(databaseUrl: string, ...args: string[]) {
  const run = spawnSync('npx', ['tsx', 'scripts/content-check.ts', ...args], {
    encoding: 'utf8',
    timeout: 80_000,
    env: { ...process.env, DATABASE_URL: databaseUrl },
  })
  return { status: run.status, stdout: run.stdout, stderr: run.stderr }
}

describe('npm run content:check', { timeout: 90_000 }, () => {
  it('lists the examples the site ships with, page by page, and fails', () => {
    const { status, stdout } = contentCheck()
    expect(status).toBe(1)
    expect(stdout).toMatch(/^\d+ business facts are still examples:/m)
    expect(stdout).toContain("patent.steps: 'Final Examination' (Q2 2024) was due by 2024-06-30 and is not marked done")
    expect(stdout).toContain('\n/contact:\n')
    expect(stdout).toContain('  phone.main: +91 40 4520 1999\n')
    expect(stdout).toContain('  grievanceOfficer: Meera Krishnan,')
  })

  it('names every page, confirmation and mail where an example appears, as each declares what it shows', () => {
    const { stdout } = contentCheck()
    // The entries listed under a place: its name on a line of its own, then its indented lines.
    const listedUnder = (place: string) => new RegExp(`\n${place}:\n((?:  .*\n)+)`).exec(stdout)?.[1] ?? ''
    for (const page of ['/features', '/reel-packages', '/one-day-packages'])
      expect(listedUnder(page), page).toContain('  figures.reelMakers: 250+\n')
    for (const kind of ['booking', 'contact message', 'enquiry'])
      expect(listedUnder(`${kind}: confirmation and mails`), kind).toContain('  hours: Daily 9:00 AM to 9:00 PM')
    expect(listedUnder('booking: confirmation and mails')).toContain('  offers.newsletter:')
  })

  it('passes once every fact is confirmed', () => {
    const { status, stdout } = contentCheck(factsModule('confirmed', confirmedFacts()))
    expect(stdout.trim()).toBe('Every business fact is confirmed.')
    expect(status).toBe(0)
  })

  it('reads the facts saved in the database, and passes once every one is confirmed there', async () => {
    const all = confirmedFacts()
    const allButThePhone = await databaseWith('all-but-the-phone', {
      ...all,
      phone: { ...all.phone, main: { ...all.phone.main, confirmed: false } },
    })
    const untilThePhone = contentCheckOf(allButThePhone)
    expect(untilThePhone.stdout).toMatch(/^1 business fact is still an example:/m)
    expect(untilThePhone.stdout).toContain('  phone.main: +91 40 4520 1999\n')
    expect(untilThePhone.status).toBe(1)

    const everyOne = contentCheckOf(await databaseWith('every-one', all))
    expect(everyOne.stdout.trim()).toBe('Every business fact is confirmed.')
    expect(everyOne.status).toBe(0)
  })

  it('names a dated step whose days have passed without being marked done, and fails', () => {
    const facts = confirmedFacts()
    const [filing, review, examination] = facts.patent.steps
    const steps = [
      filing,
      { ...review, done: false },
      { ...examination, from: '2999-01-01', until: '2999-03-31', done: false },
    ]
    const { status, stdout } = contentCheck(factsModule('overdue', { ...facts, patent: { ...facts.patent, steps } }))
    expect(stdout).toContain("patent.steps: 'Technical Review' (Jan 2024) was due by 2024-01-31 and is not marked done")
    expect(stdout).not.toContain('Final Examination')
    expect(status).toBe(1)
  })

  it('names a fact that is not in its form', () => {
    const facts = confirmedFacts()
    const { status, stderr } = contentCheck(
      factsModule('invalid', { ...facts, hours: { ...facts.hours, opens: '9am' } }),
    )
    expect(status).toBe(2)
    expect(stderr).toContain('hours.opens: must be a time such as 09:00')
  })
})
