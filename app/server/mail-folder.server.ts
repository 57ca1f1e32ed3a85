import { logger } from './logger.server'
import type { Session } from './signals.server'

// Without SMTP_URL an instance writes each mail it sends as a file in its own DATA_DIR/mail, and erasure and
// retention, which whichever instance is asked runs, remove files from their own instance's folder only. So an
// instance writes mail to files only while it is the only instance on its PostgreSQL database (docs/decisions/0101).
// Each instance holds an advisory lock on its listening connection for as long as that lives: shared when it sends
// through SMTP, exclusive when it writes files. An instance that writes files refuses to start beside any other,
// and one that sends through SMTP refuses to start beside one that writes files.

// Names the lock among this database's advisory locks; any number no other lock of ours uses.
const mailFolderLock = 732_104

export class SeveralInstancesWithoutSmtp extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SeveralInstancesWithoutSmtp'
  }
}

const refusals = {
  files:
    'Another instance runs on this database, and this one has no SMTP_URL: it would write mail to files in its own ' +
    'DATA_DIR, where erasure and retention run by the other cannot reach them. Set SMTP_URL on every instance.',
  smtp:
    'An instance without SMTP_URL runs on this database and writes mail to files in its own DATA_DIR, where erasure ' +
    'and retention run by this one cannot reach them. Set SMTP_URL on every instance.',
}

/**
 * Takes the instance's place among those on the database. On the first connection a place refused stops the
 * instance from starting; on a later one (the database came back while another instance started) it is logged.
 */
export async function claimMailFolder({ client, first }: Session, { writesFiles }: { writesFiles: boolean }) {
  const { rows } = await client.query<{ taken: boolean }>(
    writesFiles ? 'select pg_try_advisory_lock($1) as taken' : 'select pg_try_advisory_lock_shared($1) as taken',
    [mailFolderLock],
  )
  if (rows[0]?.taken) return
  const refusal = refusals[writesFiles ? 'files' : 'smtp']
  if (first) throw new SeveralInstancesWithoutSmtp(refusal)
  logger.error(refusal)
}
