import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { siteRetentionDays } from '~/content/retention'
import { eventsFor } from '~/server/audit.server'
import { runBackup } from '~/server/backup/backup.server'
import { lastGoodBackup } from '~/server/backup/record.server'
import { type Repository, snapshotTag } from '~/server/backup/restic.server'
import { runRestore } from '~/server/backup/restore.server'
import { openDatabase } from '~/server/db.server'
import { erasePersonalData, readIdentifier } from '~/leads/privacy.server'
import { createStaff } from '~/server/staff.server'
import { type TestDatabase, createTestDatabase, emptyDatabaseUrl, engines } from '../support/database'

// Backups and restores through the real tools: restic with a repository in a temporary folder, SQLite files, and
// pg_dump and pg_restore against the test run's PostgreSQL server.

const dayMs = 86_400_000
let folder: string

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'backups-test-'))
  vi.stubEnv('RESTIC_CACHE_DIR', path.join(folder, 'cache'))
})
afterAll(() => {
  vi.unstubAllEnvs()
  fs.rmSync(folder, { recursive: true, force: true })
})

let repositories = 0

function newRepository(): Repository {
  repositories += 1
  return { location: path.join(folder, `repository-${repositories}`), password: 'a password for the test repository' }
}

/** restic itself, on the repository, as an operator would run it. */
function restic(repository: Repository, args: string[]) {
  return execFileSync('restic', args, {
    env: { ...process.env, RESTIC_REPOSITORY: repository.location, RESTIC_PASSWORD: repository.password },
    encoding: 'utf8',
  })
}

function snapshotTimes(repository: Repository) {
  const listed: { time: string }[] = JSON.parse(restic(repository, ['snapshots', '--json', '--tag', snapshotTag]))
  return listed.map((snapshot) => Date.parse(snapshot.time))
}

async function addContacts(database: TestDatabase, names: string[]) {
  const rows = names.map((name) => ({
    name,
    email: `${name}@example.in`,
    message: 'Hi',
    created_at: new Date().toISOString(),
  }))
  await database.db.insertInto('contact_messages').values(rows).execute()
}

async function contactNames(url: string) {
  const { db } = openDatabase(url)
  try {
    return (await db.selectFrom('contact_messages').select('name').orderBy('id').execute()).map((row) => row.name)
  } finally {
    await db.destroy()
  }
}

// Each test runs restic several times, and each run derives the repository's key on purpose slowly.
describe.each(engines)('backups on %s', { timeout: 60_000 }, (engine) => {
  let database: TestDatabase

  beforeAll(async () => {
    database = await createTestDatabase(engine)
    await addContacts(database, ['asha', 'ravi'])
  })
  afterAll(async () => {
    await database.drop()
  })

  it('restores into an empty place every row the backup held, checked, and none written after it', async () => {
    const repository = newRepository()
    const backup = await runBackup({ handle: database, url: database.url, repository })
    await addContacts(database, ['after'])

    const target = await emptyDatabaseUrl(engine)
    const restored = await runRestore({ url: target, repository })

    expect(restored.snapshotId).toBe(backup.snapshotId)
    expect(restored.integrity).toBe(engine === 'sqlite' ? 'ok' : null)
    expect(restored.rows.contact_messages).toBe(2)
    expect(restored.pendingMigrations).toEqual([])
    expect(await contactNames(target)).toEqual(['asha', 'ravi'])
    const { db } = openDatabase(target)
    try {
      expect(await lastGoodBackup(db)).toMatchObject({ snapshotId: backup.snapshotId, takenAt: backup.takenAt })
      const audit = await eventsFor('privacy', null, db)
      expect(audit.find((entry) => entry.action === 'restore')?.detail).toContain(backup.snapshotId.slice(0, 8))
    } finally {
      await db.destroy()
    }
  })

  it('holds nothing of a person erased before it was taken', async () => {
    const repository = newRepository()
    const address = `meera.${engine}@example.in`
    const words = `Please call Meera about the ${engine} sangeet`
    const kept = `Ravi asks about the ${engine} haldi`
    await database.db
      .insertInto('contact_messages')
      .values([
        { name: 'Meera Iyer', email: address, message: words, created_at: new Date().toISOString() },
        { name: 'Ravi Rao', email: `ravi.${engine}@example.in`, message: kept, created_at: new Date().toISOString() },
      ])
      .execute()
    const staffId = await createStaff(
      {
        email: `admin.${engine}@reelcraft.test`,
        name: 'Asha Admin',
        role: 'admin',
        password: 'a long enough password',
      },
      database.db,
    )
    await erasePersonalData(readIdentifier(address), staffId, database, path.join(folder, 'mail'))

    const backup = await runBackup({ handle: database, url: database.url, repository })

    const restored = path.join(folder, `erased-${engine}`)
    restic(repository, ['restore', backup.snapshotId, '--target', restored])
    const files = fs.readdirSync(restored).map((file) => fs.readFileSync(path.join(restored, file), 'latin1'))
    expect(files).toHaveLength(2)
    // The copy is searchable as it is: the neighbour's words are there in plain bytes.
    expect(files.some((bytes) => bytes.includes(kept))).toBe(true)
    for (const bytes of files) {
      expect(bytes.toLowerCase().includes(address)).toBe(false)
      expect(bytes.includes(words)).toBe(false)
    }
  })

  it('records the backup as the last good one, where every instance reads it', async () => {
    const repository = newRepository()
    const backup = await runBackup({ handle: database, url: database.url, repository })
    expect(await lastGoodBackup(database.db)).toEqual({
      snapshotId: backup.snapshotId,
      takenAt: backup.takenAt,
      storedAt: backup.storedAt,
    })
  })

  it('restores the snapshot it is named, and refuses a name the repository does not hold', async () => {
    const repository = newRepository()
    await addContacts(database, ['later'])
    const backup = await runBackup({ handle: database, url: database.url, repository })

    const target = await emptyDatabaseUrl(engine)
    const restored = await runRestore({ url: target, repository, snapshot: backup.snapshotId })
    expect(restored.snapshotId).toBe(backup.snapshotId)
    expect(await contactNames(target)).toContain('later')
    await expect(runRestore({ url: await emptyDatabaseUrl(engine), repository, snapshot: '0000abcd' })).rejects.toThrow(
      /0000abcd/,
    )
  })

  it('never restores over a database', async () => {
    const repository = newRepository()
    await runBackup({ handle: database, url: database.url, repository })
    const before = await contactNames(database.url)

    await expect(runRestore({ url: database.url, repository })).rejects.toThrow(/never replaces|has tables/)
    expect(await contactNames(database.url)).toEqual(before)
  })

  it('stores nothing and records nothing when the repository will not open', async () => {
    const repository = newRepository()
    await runBackup({ handle: database, url: database.url, repository })
    const recorded = await lastGoodBackup(database.db)

    const wrongPassword = { ...repository, password: 'not the password' }
    await expect(runBackup({ handle: database, url: database.url, repository: wrongPassword })).rejects.toThrow(
      /restic backup failed: .*wrong password/,
    )
    expect(snapshotTimes(repository)).toHaveLength(1)
    expect(await lastGoodBackup(database.db)).toEqual(recorded)
  })
})

describe('a restore that finds the copy wrong', { timeout: 60_000 }, () => {
  let database: TestDatabase

  beforeAll(async () => {
    database = await createTestDatabase('sqlite')
    await addContacts(database, ['asha'])
  })
  afterAll(async () => {
    await database.drop()
  })

  it('puts nothing in place when a table holds other rows than the backup counted', async () => {
    const repository = newRepository()
    const backup = await runBackup({ handle: database, url: database.url, repository })
    const copy = path.join(folder, 'tampered')
    restic(repository, ['restore', backup.snapshotId, '--target', copy])
    const manifest = JSON.parse(fs.readFileSync(path.join(copy, 'backup.json'), 'utf8'))
    manifest.rows.contact_messages += 1
    fs.writeFileSync(path.join(copy, 'backup.json'), JSON.stringify(manifest))
    execFileSync('restic', ['backup', '--quiet', '--tag', snapshotTag, 'site.db', 'backup.json'], {
      cwd: copy,
      env: { ...process.env, RESTIC_REPOSITORY: repository.location, RESTIC_PASSWORD: repository.password },
    })

    const target = await emptyDatabaseUrl('sqlite')
    await expect(runRestore({ url: target, repository })).rejects.toThrow(
      /The restored rows are not the copy's: contact_messages 1 \(the copy had 2\)/,
    )
    expect(fs.existsSync(target)).toBe(false)
  })

  it('refuses a snapshot that a newer build of the site migrated', async () => {
    const repository = newRepository()
    await sql`insert into kysely_migration (name, timestamp) values ('9999-from-a-newer-build', ${new Date().toISOString()})`.execute(
      database.db,
    )
    await runBackup({ handle: database, url: database.url, repository })

    const target = await emptyDatabaseUrl('sqlite')
    await expect(runRestore({ url: target, repository })).rejects.toThrow(
      /migrated by a newer build of the site \(9999-from-a-newer-build\)/,
    )
    expect(fs.existsSync(target)).toBe(false)
  })
})

describe('the retention of backups', { timeout: 60_000 }, () => {
  let database: TestDatabase

  beforeAll(async () => {
    database = await createTestDatabase('sqlite')
  })
  afterAll(async () => {
    await database.drop()
  })

  it("keeps no snapshot older than the privacy policy's period, hourly ones for two days and one a day before", async () => {
    const repository = newRepository()
    const file = path.join(folder, 'older-copy.txt')
    fs.writeFileSync(file, 'an older copy')
    const now = new Date()
    const tenDaysAgo = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 10)
    const at = (day: Date, hour: number) => new Date(day.getTime() + hour * 3_600_000)
    const expired = at(new Date(tenDaysAgo.getTime() - (siteRetentionDays.backups - 7) * dayMs), 12)
    const sameDay = [at(tenDaysAgo, 12), at(tenDaysAgo, 13)]
    const anHourAgo = new Date(now.getTime() - 3_600_000)
    restic(repository, ['init'])
    for (const time of [expired, ...sameDay, anHourAgo]) {
      restic(repository, ['backup', '--quiet', '--tag', snapshotTag, '--time', localTime(time), file])
    }

    const backup = await runBackup({ handle: database, url: database.url, repository })

    expect(backup.retentionFailure).toBeUndefined()
    const kept = snapshotTimes(repository).toSorted((a, b) => a - b)
    expect(kept).toHaveLength(3)
    expect(kept.slice(0, 2)).toEqual([sameDay[1], anHourAgo].map(toTheSecond))
    expect(kept[2]).toBeGreaterThanOrEqual(toTheSecond(now))
  })
})

/** A time as restic's --time reads it: in the machine's zone, to the second. */
function localTime(date: Date) {
  const two = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`
}

function toTheSecond(date: Date) {
  return Math.floor(date.getTime() / 1000) * 1000
}
