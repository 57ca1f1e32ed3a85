import { z } from 'zod'
import { siteRetentionDays } from '~/content/retention'
import type { Config } from '../config.server'
import { BackupError, runProgram } from './programs.server'

// The backup repository is restic's (docs/decisions/0099): encrypted and authenticated with its password, on any
// backend restic has (a local path or a second disk, sftp:, s3: and other S3-compatible storage, rest:, b2:, …),
// whose own credentials restic reads from the environment as its manual says.

export type Repository = { location: string; passwordFile?: string; password?: string }

/** Every snapshot of the site's database carries this tag; restore's `latest` and the retention look at no other. */
export const snapshotTag = 'site-database'

/** Hourly snapshots are kept for two days; one a day for as long as the privacy policy says backups are kept. */
const keepHourlyWithin = '2d'

export type RepositorySettings = Pick<Config, 'BACKUP_REPOSITORY' | 'BACKUP_PASSWORD_FILE' | 'BACKUP_PASSWORD'>

/** The repository the configuration names, or null when backups are not configured. */
export function configuredRepository(settings: RepositorySettings): Repository | null {
  if (!settings.BACKUP_REPOSITORY) return null
  return {
    location: settings.BACKUP_REPOSITORY,
    passwordFile: settings.BACKUP_PASSWORD_FILE,
    password: settings.BACKUP_PASSWORD,
  }
}

// What restic would otherwise take from the operator's shell in place of the configured repository and password.
const replacedVariables = new Set([
  'RESTIC_REPOSITORY',
  'RESTIC_REPOSITORY_FILE',
  'RESTIC_PASSWORD',
  'RESTIC_PASSWORD_FILE',
  'RESTIC_PASSWORD_COMMAND',
])

function environment(repository: Repository): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(([name]) => !replacedVariables.has(name))
  const password =
    repository.passwordFile !== undefined
      ? { RESTIC_PASSWORD_FILE: repository.passwordFile }
      : { RESTIC_PASSWORD: repository.password ?? '' }
  return { ...Object.fromEntries(inherited), RESTIC_REPOSITORY: repository.location, ...password }
}

type Options = { cwd?: string; signal?: AbortSignal }

/** Runs one restic command (its name first, then its arguments) on the repository, without progress reports. */
function restic(repository: Repository, [command, ...args]: string[], options: Options = {}) {
  return runProgram('restic', [command, '--quiet', ...args], { ...options, env: environment(repository) })
}

const summary = z.object({ message_type: z.literal('summary'), snapshot_id: z.string() })

/** A snapshot's id as restic shows it and takes it: its first eight characters (some versions answer only those). */
export function shortId(id: string) {
  return id.slice(0, 8)
}

/**
 * Stores the named files of a folder as one snapshot, under their own names; answers its (short) id. The first
 * backup makes the repository: restic never makes one over another.
 */
export async function storeSnapshot(repository: Repository, folder: string, files: string[], signal?: AbortSignal) {
  const backUp = () =>
    restic(repository, ['backup', '--json', '--tag', snapshotTag, '--', ...files], { cwd: folder, signal })
  let output: string
  try {
    output = await backUp()
  } catch (unstored) {
    try {
      await restic(repository, ['init'], { signal })
    } catch {
      // There is a repository that will not open (a wrong password), or none can be made there: the first reason
      // says which.
      throw unstored
    }
    output = await backUp()
  }
  for (const line of output.split('\n')) {
    const parsed = line.trim() ? summary.safeParse(JSON.parse(line)) : undefined
    if (parsed?.success) return shortId(parsed.data.snapshot_id)
  }
  throw new BackupError('restic backup did not name the snapshot it stored')
}

/** Forgets the snapshots past the retention and deletes the data only they held. */
export async function forgetExpired(repository: Repository, signal?: AbortSignal) {
  await restic(
    repository,
    [
      'forget',
      '--tag',
      snapshotTag,
      // Every backup's staging folder has its own name, and instances their own host names: one group for all.
      '--group-by',
      'tags',
      '--keep-within-hourly',
      keepHourlyWithin,
      '--keep-within-daily',
      `${siteRetentionDays.backups}d`,
      '--prune',
    ],
    { signal },
  )
}

const snapshotList = z.array(z.object({ id: z.string(), time: z.string() }))

export type Snapshot = z.infer<typeof snapshotList>[number]

/** The snapshot of the site's database with this id (or its first eight characters), or the latest one. */
export async function findSnapshot(repository: Repository, name: string, signal?: AbortSignal): Promise<Snapshot> {
  const output = await restic(
    repository,
    ['snapshots', '--json', '--tag', snapshotTag, ...(name === 'latest' ? [] : ['--', name])],
    { signal },
  )
  const listed = snapshotList.safeParse(JSON.parse(output))
  if (!listed.success) throw new BackupError('restic snapshots answered a list this program cannot read')
  const newestFirst = listed.data.toSorted((a, b) => Date.parse(b.time) - Date.parse(a.time))
  const found = newestFirst[0]
  if (!found) {
    throw new BackupError(
      name === 'latest'
        ? "The repository holds no snapshot of the site's database yet."
        : `The repository holds no snapshot ${name} of the site's database.`,
    )
  }
  return found
}

/** Writes a snapshot's files into a folder, checking each against the repository as it goes. */
export async function restoreSnapshot(repository: Repository, id: string, folder: string, signal?: AbortSignal) {
  await restic(repository, ['restore', id, '--target', folder, '--verify'], { signal })
}
