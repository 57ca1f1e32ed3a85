import type { Kysely } from 'kysely'

type Tables = {
  mail_outbox: {
    id: number
    status: string
    content: string | null
    text_body: string
    html_body: string
    unsubscribe_url: string | null
  }
}

// Mail is now queued without its private links, which the outbox worker makes as it sends it; mail sent before
// kept them in its row: a request page's token, a signed list link's token, the one-click unsubscribe address.
// They go from every sent row, which keeps the shape of each link. Mail still waiting keeps them until it is sent,
// when the worker takes them out the same way.
export async function up(db: Kysely<unknown>) {
  const outbox = db.withTables<Tables>()
  const withoutSecrets = (text: string) =>
    text.replace(/\/requests\/[\w-]{43}/g, '/requests/:token').replace(/([?&]token=)[\w.-]+/g, '$1…')
  const rows = await outbox
    .selectFrom('mail_outbox')
    .select(['id', 'content', 'text_body', 'html_body', 'unsubscribe_url'])
    .where('status', '=', 'sent')
    .execute()
  for (const row of rows) {
    const kept = {
      content: row.content === null ? null : withoutSecrets(row.content),
      text_body: withoutSecrets(row.text_body),
      html_body: withoutSecrets(row.html_body),
      unsubscribe_url: null,
    }
    const unchanged =
      kept.content === row.content &&
      kept.text_body === row.text_body &&
      kept.html_body === row.html_body &&
      row.unsubscribe_url === null
    if (!unchanged) await outbox.updateTable('mail_outbox').set(kept).where('id', '=', row.id).execute()
  }
}
