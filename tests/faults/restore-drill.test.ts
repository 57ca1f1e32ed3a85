import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type Engine, openDatabase } from '~/server/db.server'
import { emptyDatabaseUrl } from '../support/database'
import { findBinaries } from '../support/postgres-server'
import { type SiteProcess, postJson, startSite, stopSite } from '../support/site-process'

// The restore drill (docs/decisions/0099), on each engine: `npm run backup`'s program takes a backup while a load of
// bookings is being written to the production build; `npm run restore`'s puts it into an empty place; the site
// starts on it. Every booking answered 201 before the snapshot began must be there. The drill prints its recovery
// time: the restore and the start-up until the site answers. DRILL_BOOKINGS sets how many bookings are written
// before the backup (150; docs/benchmarks.md's larger figures: DRILL_BOOKINGS=10000 with --testTimeout=1800000).

const bookingsBefore = Number(process.env.DRILL_BOOKINGS ?? 150)
const buildDir = process.env.BUILD_DIR || 'build'

function booking(n: number) {
  const nextYear = new Date().getUTCFullYear() + 1
  return {
    name: `Guest ${n}`,
    phone: `97${String(n).padStart(8, '0')}`,
    location: 'Madhapur',
    date: `${nextYear}-04-18`,
    time: '17:00',
  }
}

type Run = { code: number | null; stdout: string; stderr: string; ms: number }

/** One of the programs the build compiled, run as `npm run <name>` runs it. */
function runProgram(name: 'backup' | 'restore', env: Record<string, string>, args: string[] = []) {
  const started = performance.now()
  const child = spawn(process.execPath, [path.resolve(buildDir, 'server', `${name}.js`), ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stderr += chunk))
  return new Promise<Run>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout, stderr, ms: Math.round(performance.now() - started) })),
  )
}

let folder: string
const sites: SiteProcess[] = []

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-drill-'))
  fs.writeFileSync(path.join(folder, 'password'), 'the drill repository password\n', { mode: 0o600 })
})
afterEach(async () => {
  await Promise.all(sites.splice(0).map(stopSite))
})
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }))

describe.each<Engine>(['sqlite', 'postgres'])('the restore drill on %s', (engine) => {
  it('restores every booking answered before the snapshot began, and the site serves them again', async () => {
    const env = {
      BACKUP_REPOSITORY: path.join(folder, `repository-${engine}`),
      BACKUP_PASSWORD_FILE: path.join(folder, 'password'),
      RESTIC_CACHE_DIR: path.join(folder, 'cache'),
      // pg_dump and pg_restore of the test server's own version.
      PATH: `${engine === 'postgres' ? `${findBinaries()}:` : ''}${process.env.PATH}`,
    }
    const databaseUrl = engine === 'sqlite' ? undefined : await emptyDatabaseUrl('postgres')
    const site = await startSite({ databaseUrl })
    sites.push(site)
    const sourceUrl = databaseUrl ?? path.join(site.dataDir, 'site.db')
    // The repository's first backup makes it; the drill's is an ordinary one after it, as each hour's is.
    const first = await runProgram('backup', { ...env, DATABASE_URL: sourceUrl })
    expect(first.code, first.stderr).toBe(0)

    const answered: { id: number; at: number }[] = []
    let writing = true
    let attempted = 0
    const stream = async () => {
      while (writing && attempted < bookingsBefore * 20) {
        const answer = await postJson(`${site.url}/api/bookings`, booking(attempted++))
        if (answer.status === 201) answered.push({ id: Number(answer.json?.id), at: Date.now() })
      }
    }
    const load = Promise.all([stream(), stream(), stream(), stream()])
    await vi.waitFor(() => expect(answered.length).toBeGreaterThanOrEqual(bookingsBefore), {
      timeout: Math.max(120_000, bookingsBefore * 60),
      interval: 20,
    })

    const backup = await runProgram('backup', { ...env, DATABASE_URL: sourceUrl }, ['--json'])
    const backupEnded = Date.now()
    const answeredDuringBackup = () => answered.filter(({ at }) => at > backupEnded - backup.ms && at < backupEnded)
    // The load goes on a little after the backup, so that bookings made after the snapshot began exist for sure.
    await vi.waitFor(() => expect(answered.filter(({ at }) => at > backupEnded).length).toBeGreaterThan(0))
    writing = false
    await load
    expect(backup.code, backup.stderr).toBe(0)
    const { snapshotId, takenAt, storedAt } = JSON.parse(backup.stdout)
    const snapshotBegan = Date.parse(takenAt)
    const before = answered.filter(({ at }) => at < snapshotBegan).map(({ id }) => id)
    expect(before.length).toBeGreaterThanOrEqual(bookingsBefore)
    expect(answeredDuringBackup().length).toBeGreaterThan(0)
    await stopSite(site)

    const targetDir = fs.mkdtempSync(path.join(folder, `restored-${engine}-`))
    const targetUrl = engine === 'sqlite' ? path.join(targetDir, 'site.db') : await emptyDatabaseUrl('postgres')
    const restore = await runProgram('restore', { ...env, DATABASE_URL: targetUrl })
    expect(restore.code, restore.stderr).toBe(0)
    expect(restore.stdout).toContain(`Restoring snapshot ${snapshotId}`)
    const restored = await startSite({ databaseUrl: targetUrl, dataDir: targetDir })
    sites.push(restored)
    const recoveryMs = restore.ms + restored.startUpMs
    expect((await fetch(`${restored.url}/readyz`)).status).toBe(200)

    const { db } = openDatabase(targetUrl)
    try {
      const stored = new Set((await db.selectFrom('bookings').select('id').execute()).map((row) => row.id))
      expect(before.filter((id) => !stored.has(id))).toEqual([])
      if (engine === 'sqlite') {
        const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db)
        expect(rows).toEqual([{ integrity_check: 'ok' }])
      }
      const bytes =
        engine === 'sqlite'
          ? fs.statSync(targetUrl).size
          : Number(
              (await sql<{ bytes: string }>`select pg_database_size(current_database()) as bytes`.execute(db)).rows[0]
                .bytes,
            )
      // The restored site goes on numbering where the snapshot left off.
      const next = await postJson(`${restored.url}/api/bookings`, booking(attempted + 1))
      expect(next.status).toBe(201)
      expect(Number(next.json?.id)).toBeGreaterThan(Math.max(...stored))
      console.log(
        `restore drill on ${engine}: ${answered.length} bookings answered, ${before.length} before the snapshot ` +
          `began, every one restored (${stored.size} rows, database ${(bytes / 1e6).toFixed(1)} MB); ` +
          `${answeredDuringBackup().length} answered during the ` +
          `backup (${backup.ms} ms in all, snapshot ${snapshotId} stored ${Date.parse(storedAt) - snapshotBegan} ms ` +
          `after its view began); recovery time ${Math.round(recoveryMs)} ms (restore ${restore.ms} ms, start-up ` +
          `${Math.round(restored.startUpMs)} ms)`,
      )
    } finally {
      await db.destroy()
    }
  })
})
