import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { backupWords } from '~/content/backups'
import { type SiteProcess, linesSince, startSite, stopSite } from '../support/site-process'
import { signedInAdmin } from '../support/staff-session'

// The server's own backups (docs/decisions/0099), on the production build: with a repository it takes one at
// start-up and every BACKUP_INTERVAL, and administrators see the last good one's age on the dashboard; while
// backups fail, /readyz stays 200 and a warning repeats once the last good one is older than twice the interval.

type LogLine = { level: number; msg?: string; snapshotId?: string; reason?: string }

function logLines(site: SiteProcess): LogLine[] {
  return linesSince(site, 0).flatMap((line) => {
    try {
      return [JSON.parse(line)]
    } catch {
      return []
    }
  })
}

function withMessage(site: SiteProcess, message: string) {
  return logLines(site).filter((line) => line.msg?.startsWith(message))
}

async function dashboardText(site: SiteProcess) {
  const page = await fetch(`${site.url}/console`, { headers: { cookie: await signedInAdmin(site) } })
  expect(page.status).toBe(200)
  return (await page.text()).replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'")
}

let folder: string
let site: SiteProcess | undefined
let second: SiteProcess | undefined

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'scheduled-backups-'))
  fs.writeFileSync(path.join(folder, 'password'), 'the schedule repository password\n', { mode: 0o600 })
  fs.writeFileSync(path.join(folder, 'a-file'), 'not a folder')
})
afterEach(async () => {
  await Promise.all([site, second].flatMap((running) => (running ? [stopSite(running)] : [])))
  site = undefined
  second = undefined
})
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }))

describe('scheduled backups', () => {
  it('are taken from start-up on, and the dashboard shows administrators the last good one', async () => {
    site = await startSite({
      env: {
        LOG_LEVEL: 'info',
        BACKUP_REPOSITORY: path.join(folder, 'repository'),
        BACKUP_PASSWORD_FILE: path.join(folder, 'password'),
        BACKUP_INTERVAL: '1h',
        RESTIC_CACHE_DIR: path.join(folder, 'cache'),
      },
    })
    const running = site
    await vi.waitFor(() => expect(withMessage(running, 'backup stored')).toHaveLength(1), { timeout: 60_000 })
    const [stored] = withMessage(running, 'backup stored')

    const text = await dashboardText(running)
    expect(text).toContain(backupWords.title)
    expect(text).toMatch(/The last good backup is \d+ seconds? old\./)
    expect(text).toContain(`Snapshot ${stored.snapshotId}`)
    expect(withMessage(running, 'backup overdue')).toEqual([])
  })

  it('are taken by one instance a round when several share the database', async () => {
    const env = {
      LOG_LEVEL: 'debug',
      BACKUP_REPOSITORY: path.join(folder, 'shared-repository'),
      BACKUP_PASSWORD_FILE: path.join(folder, 'password'),
      BACKUP_INTERVAL: '1h',
      RESTIC_CACHE_DIR: path.join(folder, 'cache'),
    }
    site = await startSite({ env })
    const first = site
    await vi.waitFor(() => expect(withMessage(first, 'backup stored')).toHaveLength(1), { timeout: 60_000 })

    second = await startSite({ dataDir: first.dataDir, env })
    const other = second
    await vi.waitFor(() => expect(withMessage(other, 'backup: another instance has this round')).toHaveLength(1))
    expect(withMessage(other, 'backup stored')).toEqual([])
  })

  it('warn again and again while the last good backup is older than twice the interval, and /readyz stays 200', async () => {
    site = await startSite({
      env: {
        LOG_LEVEL: 'info',
        // A repository restic cannot make: its folder would be inside a file.
        BACKUP_REPOSITORY: path.join(folder, 'a-file', 'repository'),
        BACKUP_PASSWORD_FILE: path.join(folder, 'password'),
        BACKUP_INTERVAL: '2s',
        RESTIC_CACHE_DIR: path.join(folder, 'cache'),
      },
    })
    const running = site
    await vi.waitFor(() => expect(withMessage(running, 'backup overdue').length).toBeGreaterThanOrEqual(2), {
      timeout: 60_000,
      interval: 200,
    })

    for (const warning of withMessage(running, 'backup overdue')) expect(warning.level).toBe(40)
    const failures = withMessage(running, 'backup failed')
    expect(failures.length).toBeGreaterThanOrEqual(2)
    expect(failures[0].reason).toMatch(/^restic backup failed: /)
    expect((await fetch(`${running.url}/readyz`)).status).toBe(200)
    const text = await dashboardText(running)
    expect(text).toContain(backupWords.none('2 seconds'))
  })
})
