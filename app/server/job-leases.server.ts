import type { Kysely } from 'kysely'
import type { Database } from './schema.server'

// Periodic jobs that one instance at a time should run (housekeeping, backups) take turns through a lease in
// `job_leases`: one `insert … on conflict (name) do update … where expires_at <= now returning holder`, which is
// atomic on both engines. The instance whose id comes back runs the round; the others skip it.

/** Takes the job's lease for `leaseMs` unless another instance holds one that has not run out; says whether it did. */
export async function takeJobLease(db: Kysely<Database>, name: string, holder: string, now: Date, leaseMs: number) {
  const taken = await db
    .insertInto('job_leases')
    .values({ name, holder, expires_at: new Date(now.getTime() + leaseMs).toISOString() })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet((eb) => ({ holder: eb.ref('excluded.holder'), expires_at: eb.ref('excluded.expires_at') }))
        .where('job_leases.expires_at', '<=', now.toISOString()),
    )
    .returning('holder')
    .executeTakeFirst()
  return taken?.holder === holder
}
