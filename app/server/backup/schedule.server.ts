import { type ChildProcess, spawn } from 'node:child_process'
import crypto from 'node:crypto'
import { z } from 'zod'
import type { DatabaseHandle } from '../db.server'
import { databaseNow } from '../database-clock.server'
import { takeJobLease } from '../job-leases.server'
import { logger } from '../logger.server'
import { isOverdue, lastGoodBackup } from './record.server'

// The server takes a backup every interval (docs/decisions/0099). Every instance offers at start-up and then each
// interval, and the one that takes the round's lease runs `npm run backup`'s program as a child process: on SQLite
// the copy is made there, so this process's answers never wait for it. After each round every instance reads how
// old the last good backup is, whoever took it, and warns while it is older than twice the interval.

const instanceId = crypto.randomUUID()
const jobName = 'backup'

export type BackupScheduleOptions = {
  handle: DatabaseHandle
  intervalMs: number
  /** Node's arguments that run the backup program: the compiled build/server/backup.js, or its script through tsx. */
  program: string[]
}

const result = z.object({
  snapshotId: z.string(),
  takenAt: z.string(),
  ms: z.number(),
  rows: z.number(),
  retentionFailure: z.string().optional(),
})

let timer: NodeJS.Timeout | undefined
let running: { child: ChildProcess; done: Promise<void> } | undefined

export function startBackupSchedule({ handle, intervalMs, program }: BackupScheduleOptions) {
  const startedAt = Date.now()
  const round = async () => {
    if (!running) {
      try {
        if (await takeJobLease(handle.db, jobName, instanceId, await databaseNow(handle.db), intervalMs))
          await backUp(program)
        else logger.debug('backup: another instance has this round')
      } catch (error) {
        logger.warn({ err: error }, 'backup failed; the next round tries again')
      }
    }
    await warnWhenOverdue(handle, intervalMs, startedAt)
  }
  void round()
  timer = setInterval(round, intervalMs)
  timer.unref()
}

/** Stops the schedule; a backup in progress is stopped too, and its program removes its unencrypted copy. */
export async function stopBackupSchedule() {
  clearInterval(timer)
  running?.child.kill('SIGTERM')
  await running?.done
}

function backUp(program: string[]) {
  const child = spawn(process.execPath, [...program, '--json'], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  let errors = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (errors += chunk))
  const done = new Promise<void>((resolve) => {
    // A program that could not start says so as an error, and may still close afterwards: one line either way.
    child.once('error', (error) => {
      child.removeAllListeners('close')
      logger.warn({ err: error }, 'backup failed; the next round tries again')
      resolve()
    })
    child.once('close', (code, signal) => {
      if (code === 0) logStored(output)
      else logger.warn({ reason: errors.trim() || signal }, 'backup failed; the next round tries again')
      resolve()
    })
  }).finally(() => {
    running = undefined
  })
  running = { child, done }
  return done
}

function logStored(output: string) {
  const parsed = result.safeParse(parsedJson(output))
  if (!parsed.success) {
    logger.warn('backup stored, but its program answered what this server cannot read')
    return
  }
  const { retentionFailure, ...stored } = parsed.data
  logger.info(stored, 'backup stored')
  if (retentionFailure) {
    logger.warn({ reason: retentionFailure }, 'backup: snapshots past the retention stay until the next backup')
  }
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

async function warnWhenOverdue(handle: DatabaseHandle, intervalMs: number, startedAt: number) {
  try {
    const last = await lastGoodBackup(handle.db)
    if (isOverdue(last ? Date.parse(last.takenAt) : startedAt, intervalMs, Date.now())) {
      logger.warn(
        { lastGoodBackup: last?.takenAt ?? null, snapshotId: last?.snapshotId ?? null, intervalMs },
        'backup overdue: the last good one is older than twice the backup interval',
      )
    }
  } catch (error) {
    // The database is away: /readyz says so, and the next round looks again.
    logger.debug({ err: error }, 'backup: the last good backup could not be read')
  }
}
