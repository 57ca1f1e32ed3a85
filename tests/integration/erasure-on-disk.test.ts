import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LeadKind } from '~/leads/catalogue'
import { addNote } from '~/leads/console/workflow.server'
import { runHousekeeping } from '~/server/housekeeping.server'
import { createMailer } from '~/server/mail.server'
import { startOutboxWorker } from '~/server/outbox-worker.server'
import { erasePersonalData, readIdentifier } from '~/leads/privacy.server'
import { submitLead } from '~/leads/submit.server'
import { sqliteDriver } from '~/server/sqlite-driver.server'
import { createStaff } from '~/server/staff.server'
import { type TestDatabase, createTestDatabase, engines } from '../support/database'
import { privateLinks } from '~/leads/private-links.server'
import { forgetLeadsPastRetention } from '~/leads/housekeeping.server'

// Erasure leaves no copy on the disk: after the console erases one person, neither the database's own files
// (SQLite's file, its WAL and shared memory; PostgreSQL's files of the database) nor anything else under the
// data folder holds their address, their phone in any form it is stored or written in, or what they wrote.

const address = 'meera.erasure@example.in'
const phone = { e164: '+919811122233', national: '9811122233', asRead: '98111 22233' }
const instagram = '@meera.erasure.reels'
const meera = { name: 'Meera Iyer', email: address, phone: phone.national, instagram }

function dateFromToday(days: number) {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** One person's leads of every kind, as they would send them; `who` makes a neighbour's of the same kinds. */
function leadsOf(who: {
  name: string
  email: string
  phone: string
  instagram: string
}): [LeadKind, Record<string, unknown>][] {
  const booking = {
    name: who.name,
    phone: who.phone,
    location: 'Jubilee Hills, Hyderabad',
    date: dateFromToday(30),
    time: '18:30',
  }
  return [
    ['bookings', { ...booking, email: who.email }],
    ['bookings', { ...booking, date: dateFromToday(31) }],
    [
      'partner_applications',
      {
        fullName: who.name,
        iphoneModel: 'iPhone 15 Pro Max',
        location: 'Vizag',
        contactNumber: who.phone,
        email: who.email,
        instagramId: who.instagram,
        recentWorks: `https://example.in/reels/${who.instagram.slice(1)}`,
      },
    ],
    ['contact_messages', { name: who.name, email: who.email, message: `Call me on ${who.phone} about a shoot.` }],
    [
      'package_inquiries',
      {
        name: who.name,
        email: who.email,
        phone: who.phone,
        weddingDate: 'Second week of February',
        eventDetails: 'Sangeet and wedding, 400 guests',
        packageType: 'Wedding',
      },
    ],
    [
      'enquiries',
      {
        name: who.name,
        phone: who.phone,
        email: who.email,
        shootType: 'personal',
        city: 'Vizag',
        location: 'RK Beach, Visakhapatnam',
        occasion: 'Personal Shoot',
        personalShootOccasion: 'Graduation',
        date: dateFromToday(10),
        time: '07:00',
        hours: 2,
        reels: 3,
      },
    ],
    ['newsletter_subscribers', { email: who.email }],
    ['waitlist_entries', { email: who.email }],
  ]
}

let visitor = 0

async function submitAll(handle: TestDatabase, who: Parameters<typeof leadsOf>[0], leads = leadsOf(who)) {
  for (const [kind, input] of leads) {
    visitor += 1
    // With an idempotency key, as the forms send one.
    const answer = await submitLead(
      kind,
      { input, ip: `10.9.0.${visitor}`, idempotencyKey: `erasure-test-${visitor}` },
      { handle, teamInbox: 'team@reelcraft.test' },
    )
    expect(answer.status, `${kind}: ${JSON.stringify(answer.body)}`).toBeLessThan(300)
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => [])
  const files = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : entry.isFile() ? [path.join(dir, entry.name)] : [],
    ),
  )
  return files.flat()
}

/** How often each of the person's details occurs in these files, byte for byte (the address in any case). */
async function hitsIn(files: string[], label: (file: string) => string = path.basename) {
  const needles = { address, e164: phone.e164, national: phone.national, asRead: phone.asRead, instagram }
  const hits: Record<string, number> = {}
  for (const file of files) {
    const text = (await fs.readFile(file)).toString('latin1').toLowerCase()
    for (const [name, needle] of Object.entries(needles)) {
      const count = text.split(needle.toLowerCase()).length - 1
      const key = `${label(file)} ${name}`
      if (count) hits[key] = (hits[key] ?? 0) + count
    }
  }
  return hits
}

describe.each(engines)('erasure on %s', (engine) => {
  let handle: TestDatabase
  let dataDir: string
  let staffId: number

  /**
   * Where each of the person's details is left on the disk: the data folder's files, and PostgreSQL's files of
   * the database (named by the table or index they hold).
   */
  async function hitsOnDisk() {
    const files = await filesUnder(dataDir)
    if (engine === 'sqlite') return hitsIn(files)
    // What PostgreSQL keeps in memory reaches its files at a checkpoint (within checkpoint_timeout).
    await sql`checkpoint`.execute(handle.db)
    const { rows } = await sql<{ directory: string; oid: number }>`
      select current_setting('data_directory') as directory, oid from pg_database where datname = current_database()
    `.execute(handle.db)
    const relations = await sql<{
      file: string
      name: string
    }>`select relfilenode::text as file, relname as name from pg_class`.execute(handle.db)
    const names = new Map(relations.rows.map((row) => [row.file, row.name]))
    const label = (file: string) => names.get(path.basename(file).replace(/[._].*$/, '')) ?? path.basename(file)
    return hitsIn([...files, ...(await filesUnder(path.join(rows[0].directory, 'base', String(rows[0].oid))))], label)
  }

  beforeAll(async () => {
    handle = await createTestDatabase(engine)
    // The SQLite file is in the data folder, as in production (DATABASE_URL=data/site.db, DATA_DIR=data).
    dataDir = engine === 'sqlite' ? path.dirname(handle.url) : await fs.mkdtemp(path.join(os.tmpdir(), 'erasure-data-'))
    staffId = await createStaff(
      { email: 'admin@reelcraft.test', name: 'Asha Admin', role: 'admin', password: 'a long enough password' },
      handle.db,
    )
  })
  afterAll(async () => {
    await handle.drop()
    await fs.rm(dataDir, { recursive: true, force: true })
  })

  it('leaves no copy of an erased person in the database files or the data folder', async () => {
    const mailDir = path.join(dataDir, 'mail')
    const neighbour = (n: number) => ({
      name: `Neighbour ${n}`,
      email: `neighbour${n}@example.in`,
      phone: `90000000${10 + n}`,
      instagram: `@neighbour${n}`,
    })
    await submitAll(handle, neighbour(1))
    await submitAll(handle, meera)
    await submitAll(handle, neighbour(2))
    const [booking] = await handle.db.selectFrom('bookings').select('id').where('phone', '=', phone.e164).execute()
    await addNote('bookings', booking.id, staffId, `Called ${phone.e164}, wants the sangeet too`, handle.db)
    const outbox = startOutboxWorker({
      privateLinks,
      handle,
      mailer: createMailer({ from: 'ReelCraft <no-reply@reelcraft.test>', mailDir }),
      pollMs: 60_000,
    })
    await outbox.drain()
    await outbox.stop()
    // Time passes: SQLite's automatic checkpoint copies the WAL into the database file and starts the WAL over.
    if (engine === 'sqlite') await sql`pragma wal_checkpoint(passive)`.execute(handle.db)
    expect(Object.keys(await hitsOnDisk()).length).toBeGreaterThan(0)

    const byAddress = await erasePersonalData(readIdentifier(address), staffId, handle, mailDir)
    const byPhone = await erasePersonalData(readIdentifier(phone.e164), staffId, handle, mailDir)

    expect(byAddress.leads + byPhone.leads).toBe(8)
    expect(await hitsOnDisk()).toEqual({})
    expect(await handle.db.selectFrom('bookings').select('name').orderBy('id').execute()).toHaveLength(4)
  })

  // Only SQLite has a WAL the site must empty itself: the test is declared for it alone.
  if (engine === 'sqlite') {
    it('empties the WAL at the next housekeeping round when another instance was reading during the erasure', async () => {
      const mailDir = path.join(dataDir, 'mail')
      await submitAll(
        handle,
        meera,
        leadsOf(meera).filter(([, input]) => 'email' in input),
      )
      // Another instance on the same file, in the middle of a read: the checkpoint cannot finish while it reads.
      const SQLite = sqliteDriver()
      const otherInstance = new SQLite(handle.url)
      otherInstance.exec('begin')
      otherInstance.prepare('select count(*) from bookings').get()

      await erasePersonalData(readIdentifier(address), staffId, handle, mailDir)
      expect(Object.keys(await hitsOnDisk()).some((hit) => hit.startsWith('site.db-wal'))).toBe(true)
      otherInstance.exec('commit')
      otherInstance.close()
      await runHousekeeping({ tasks: [forgetLeadsPastRetention], handle, mailDir })

      expect(await hitsOnDisk()).toEqual({})
    })
  }
})
