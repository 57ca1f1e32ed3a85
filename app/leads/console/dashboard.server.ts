import type { Kysely } from 'kysely'
import { indianDate, startOfIndianDay } from '~/india/india-time'
import { type LeadKind, catalogueEntry, leadKinds } from '~/leads/catalogue'
import { database } from '~/server/db.server'
import type { Database } from '~/server/schema.server'
import { countLeads, noFilters } from '~/leads/console/leads.server'

type Db = Kysely<Database>

type LeadSummary = { kind: LeadKind; id: number; title: string; created_at: string; status: string | null }

const dayMs = 86_400_000

/**
 * Counts per kind of lead (received today in India, in India's last 7 days, all time, and those with a mail that
 * failed), the leads with an event today and tomorrow, the newest leads, and outbox health. Each count is the
 * length of the console's list it links to, with the days it filters by.
 */
export async function dashboard(now = new Date(), db: Db = database().db) {
  const days = {
    today: indianDate(now),
    tomorrow: indianDate(now.getTime() + dayMs),
    weekFrom: indianDate(now.getTime() - 6 * dayMs),
  }
  const today = startOfIndianDay(days.today).toISOString()
  const week = startOfIndianDay(days.weekFrom).toISOString()
  const counts = []
  const events = []
  const newest: LeadSummary[] = []
  for (const kind of leadKinds) {
    const row = await db
      .selectFrom(kind)
      .select((eb) => {
        const receivedSince = (start: string) =>
          eb.fn.sum<number | string | null>(eb.case().when('created_at', '>=', start).then(1).else(0).end())
        return [
          eb.fn.countAll<number | string>().as('total'),
          receivedSince(today).as('today'),
          receivedSince(week).as('week'),
        ]
      })
      .executeTakeFirstOrThrow()
    counts.push({
      kind,
      today: Number(row.today ?? 0),
      week: Number(row.week ?? 0),
      total: Number(row.total),
      failedMail: await countLeads(kind, { ...noFilters, mail: 'failed' }, db),
    })
    if (catalogueEntry(kind).console.events) {
      events.push({
        kind,
        today: await countLeads(kind, { ...noFilters, event: days.today }, db),
        tomorrow: await countLeads(kind, { ...noFilters, event: days.tomorrow }, db),
      })
    }
    const latest = await db
      .selectFrom(kind)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(10)
      .execute()
    const { title } = catalogueEntry(kind).console
    newest.push(
      ...latest.map((lead) => ({
        kind,
        id: lead.id,
        title: String(lead[title] ?? ''),
        created_at: lead.created_at,
        status: lead.status ?? null,
      })),
    )
  }
  newest.sort((a, b) => b.created_at.localeCompare(a.created_at))
  const outbox = await db
    .selectFrom('mail_outbox')
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('status', 'in', ['pending', 'sending', 'failed'])
    .groupBy('status')
    .execute()
  const outboxCount = (status: string) => Number(outbox.find((row) => row.status === status)?.count ?? 0)
  return {
    days,
    counts,
    events,
    newest: newest.slice(0, 10),
    outbox: { pending: outboxCount('pending') + outboxCount('sending'), failed: outboxCount('failed') },
  }
}
