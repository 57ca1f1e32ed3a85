import { runProgram } from './programs.server'

// PostgreSQL's own tools copy its databases: pg_dump of the server's major version or newer, and pg_restore of the
// same version as pg_dump (Debian's postgresql-client-<version>, or the server's bin folder first on PATH).

/**
 * How to reach the database from the tools: the URL without its password, which would show in the process list,
 * and the password in their environment (libpq's PGPASSWORD).
 */
function connection(url: string) {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  return {
    dbname: `--dbname=${parsed.toString()}`,
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  }
}

/**
 * Writes the database, as an exported snapshot (`pg_export_snapshot()`) sees it, to a file in pg_dump's custom
 * format, uncompressed so that restic can find the parts each hour's copy shares with the last one.
 */
export async function dumpPostgres(url: string, snapshot: string, file: string, signal?: AbortSignal) {
  const { dbname, env } = connection(url)
  await runProgram(
    'pg_dump',
    ['--format=custom', '--compress=0', '--no-owner', '--no-acl', `--snapshot=${snapshot}`, `--file=${file}`, dbname],
    { env, signal },
  )
}

/** Loads a dump into the database in one transaction: all of it, or, at the first error, nothing. */
export async function loadPostgres(url: string, file: string, signal?: AbortSignal) {
  const { dbname, env } = connection(url)
  await runProgram('pg_restore', ['--exit-on-error', '--single-transaction', '--no-owner', '--no-acl', dbname, file], {
    env,
    signal,
  })
}
