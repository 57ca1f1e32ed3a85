import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

// Backups lean on well-kept programs rather than code of our own: restic stores and encrypts the snapshots, pg_dump
// and pg_restore copy PostgreSQL. Each runs as a child process, and what it says when it fails becomes the reason
// the operator reads.

const execFileAsync = promisify(execFile)

/** A backup or restore that cannot go on, with the reason in words for the operator. */
export class BackupError extends Error {}

/** The Debian package that brings each program, for the message when one is missing. */
const debianPackages: Record<string, string> = {
  restic: 'restic',
  pg_dump: 'postgresql-client',
  pg_restore: 'postgresql-client',
}

export type ProgramOptions = {
  env?: NodeJS.ProcessEnv
  cwd?: string
  /** Stops the program (SIGTERM) when aborted. */
  signal?: AbortSignal
}

/** Runs a program to its end and answers what it wrote to standard output; throws a BackupError saying why not. */
export async function runProgram(command: string, args: string[], { env, cwd, signal }: ProgramOptions = {}) {
  try {
    const { stdout } = await execFileAsync(command, args, { env, cwd, signal, maxBuffer: 64 * 1024 * 1024 })
    return stdout
  } catch (error) {
    const subcommand = args[0] && !args[0].startsWith('-') ? ` ${args[0]}` : ''
    throw new BackupError(`${command}${subcommand} failed: ${reason(command, error)}`, { cause: error })
  }
}

function reason(command: string, error: unknown) {
  if (!(error instanceof Error)) return String(error)
  if ('code' in error && error.code === 'ENOENT') {
    return `${command} is not installed (Debian package ${debianPackages[command] ?? command})`
  }
  if (error.name === 'AbortError') return 'stopped before it finished'
  const stderr = 'stderr' in error && typeof error.stderr === 'string' ? error.stderr.trim() : ''
  return stderr || error.message
}
