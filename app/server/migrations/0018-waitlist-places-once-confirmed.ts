import type { Kysely } from 'kysely'
import { mailboxOf } from '../visitor-mail.server'

// A waitlist place counts only once its owner confirms it with the link we mail them, and one mailbox holds one
// place however its address is spelt (docs/decisions/0091-waitlist-places-once-confirmed.md). `mailbox` is the
// key the mail caps count by (docs/decisions/0025). Unlike the tables written out in 0009, it is computed by the
// code's own mailboxOf(): it must be the very key every later join looks its address up by.
//
// Addresses that joined before confirmation existed were told their place, some that it came with a free
// shoot: they keep it, as confirmed on the day they joined. Where several spellings of one mailbox each took a
// place, the earliest stays and the later ones, second places of the same inbox, are removed with their notes;
// if any of them had left the list, the one that stays has left it too.

type Tables = {
  waitlist_entries: {
    id: number
    email: string
    created_at: string
    confirmed_at: string | null
    unsubscribed_at: string | null
    mailbox: string | null
  }
  lead_notes: { lead_type: string; lead_id: number }
}

export async function up(untyped: Kysely<unknown>) {
  await untyped.schema.alterTable('waitlist_entries').addColumn('confirmed_at', 'text').execute()
  await untyped.schema.alterTable('waitlist_entries').addColumn('mailbox', 'text').execute()
  const db = untyped.withTables<Tables>()

  const rows = await db
    .selectFrom('waitlist_entries')
    .select(['id', 'email', 'created_at', 'unsubscribed_at'])
    .orderBy('id')
    .execute()
  const kept = new Map<string, { id: number; unsubscribed_at: string | null }>()
  const removed: number[] = []
  for (const row of rows) {
    const mailbox = mailboxOf(row.email)
    const first = kept.get(mailbox)
    if (!first) {
      kept.set(mailbox, row)
      await db
        .updateTable('waitlist_entries')
        .set({ mailbox, confirmed_at: row.created_at })
        .where('id', '=', row.id)
        .execute()
      continue
    }
    removed.push(row.id)
    if (row.unsubscribed_at && !first.unsubscribed_at) {
      first.unsubscribed_at = row.unsubscribed_at
      await db
        .updateTable('waitlist_entries')
        .set({ unsubscribed_at: row.unsubscribed_at })
        .where('id', '=', first.id)
        .execute()
    }
  }
  for (let start = 0; start < removed.length; start += 500) {
    const ids = removed.slice(start, start + 500)
    await db.deleteFrom('lead_notes').where('lead_type', '=', 'waitlist_entries').where('lead_id', 'in', ids).execute()
    await db.deleteFrom('waitlist_entries').where('id', 'in', ids).execute()
  }

  await db.schema.createIndex('waitlist_entries_mailbox').unique().on('waitlist_entries').column('mailbox').execute()
}
