import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from './schema.server'

// Keys the site makes for itself, one per purpose, on first use, and keeps in the database (`site_secrets`), so
// every instance signs and checks alike and no operator has to set one (docs/decisions/0024).

export type SecretName = 'mail-links' | 'known-devices' | 'fact-previews'

const loaded = new WeakMap<Kysely<Database>, Map<SecretName, Promise<Buffer>>>()

/** The key for one purpose: made once, by whichever instance needs it first, and read by all. */
export function siteSecret(db: Kysely<Database>, name: SecretName) {
  let secrets = loaded.get(db)
  if (!secrets) loaded.set(db, (secrets = new Map()))
  let key = secrets.get(name)
  if (!key) {
    key = loadSecret(db, name)
    // A failure (the database is away) is not remembered: the next use asks again.
    key.catch(() => secrets.delete(name))
    secrets.set(name, key)
  }
  return key
}

async function loadSecret(db: Kysely<Database>, name: SecretName) {
  await db
    .insertInto('site_secrets')
    .values({ name, value: crypto.randomBytes(32).toString('base64url'), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const { value } = await db
    .selectFrom('site_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow()
  return Buffer.from(value, 'base64url')
}
