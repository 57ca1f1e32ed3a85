import { type Kysely, sql } from 'kysely'

// A package inquiry and an enquiry have a status, as a booking has, so their customers can withdraw them on their
// page (docs/decisions/0096): every one kept so far is new. A request's page remembers whether it was given to
// the request's own sender (in the answer to their submission): only such a page shows what they typed freely,
// since anyone can type anyone's address into a form and the mail's link goes there. Pages made before are not.
export async function up(db: Kysely<unknown>) {
  for (const table of ['package_inquiries', 'enquiries']) {
    await db.schema
      .alterTable(table)
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('new').check(sql`status in ('new', 'withdrawn')`))
      .execute()
  }
  await db.schema
    .alterTable('request_pages')
    .addColumn('given_to_sender', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
}
