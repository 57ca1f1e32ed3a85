import { type Kysely, sql } from 'kysely'

// Enquiries, package inquiries and partner applications now take phone numbers from any country and keep
// them in E.164 ('+919876543210'); before, they kept Indian numbers only, as their 10 digits. And the
// enquiry form now spells the city 'Vijayawada'; enquiries stored under the old spelling are corrected. The
// tables are written out here, not taken from the catalogue, so that this migration does the same thing
// whatever the code becomes.

type Tables = {
  enquiries: { phone: string; city: string }
  package_inquiries: { phone: string }
  partner_applications: { contact_number: string }
}

/** The number as E.164, for a column that held 10 digits. */
function indianE164(column: string) {
  return sql<string>`${'+91'} || ${sql.ref(column)}`
}

function tenDigits(column: string) {
  return sql<boolean>`length(${sql.ref(column)}) = 10 and ${sql.ref(column)} not like ${'+%'}`
}

export async function up(untyped: Kysely<unknown>) {
  const db = untyped.withTables<Tables>()
  await db
    .updateTable('enquiries')
    .set({ phone: indianE164('phone') })
    .where(tenDigits('phone'))
    .execute()
  await db
    .updateTable('package_inquiries')
    .set({ phone: indianE164('phone') })
    .where(tenDigits('phone'))
    .execute()
  await db
    .updateTable('partner_applications')
    .set({ contact_number: indianE164('contact_number') })
    .where(tenDigits('contact_number'))
    .execute()
  await db.updateTable('enquiries').set({ city: 'Vijayawada' }).where('city', '=', 'Vijaywada').execute()
}
