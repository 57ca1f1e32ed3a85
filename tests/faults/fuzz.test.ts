import fc from 'fast-check'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '~/server/db.server'
import { indianDate } from '~/india/india-time'
import type { Database } from '~/server/schema.server'
import { type LeadKind, catalogueEntry, isMailingList, leadKinds } from '~/leads/catalogue'
import type { Rule } from '~/leads/fields'
import { type SiteProcess, postJson, startSite, stopSite } from '../support/site-process'

// Generated bodies for every lead endpoint, valid, on the boundary and hostile: the server never answers
// 5xx, stores nothing for an invalid body, and stores exactly what was sent (after the documented
// normalisation: text trimmed, e-mail lower-cased, an Indian phone typed with +91, 0, spaces or dashes kept
// in E.164) for a valid one. Every kind of the catalogue is fuzzed: its valid bodies follow its fields' rules,
// but for the kinds whose own schema asks more than each field's rule (written out below).
// FUZZ_RUNS sets the number of bodies per endpoint (the benchmark uses 10,000).

const runs = Number(process.env.FUZZ_RUNS || 2000)

type Row = Record<string, unknown>
type Endpoint = {
  path: string
  table: LeadKind
  valid: fc.Arbitrary<Row>
  /** What each stored column must hold, from the body that was sent. */
  expected: (sent: Row) => Row
}

const letters = 'abcdefghijklmnopqrstuvwxyz'
const word = fc.string({ unit: fc.constantFrom(...letters.split('')), minLength: 1, maxLength: 12 })
const text = (max: number) =>
  fc
    .tuple(
      fc.constantFrom('', ' ', '  '),
      fc
        .string({ unit: 'grapheme', minLength: 1, maxLength: max })
        .filter((value) => value.trim().length > 0 && value.trim().length <= max),
      fc.constantFrom('', ' ', '\t'),
    )
    .map(([before, value, after]) => `${before}${value}${after}`)
const email = fc
  .tuple(word, fc.option(word, { nil: undefined }), word, fc.constantFrom('in', 'com', 'org', 'co.in'), fc.boolean())
  .map(([user, tag, domain, tld, shout]) => {
    const address = `${user}${tag ? `.${tag}` : ''}@${domain}.${tld}`
    return shout ? address.toUpperCase() : address
  })
const tenDigits = fc.stringMatching(/^[6-9]\d{9}$/)
const phone = fc
  .tuple(tenDigits, fc.constantFrom('plain', '+91', '+91 ', 'dashes', 'spaces', '0'))
  .map(([digits, style]) => {
    if (style === 'plain') return digits
    if (style === 'dashes') return `${digits.slice(0, 5)}-${digits.slice(5)}`
    if (style === 'spaces') return `${digits.slice(0, 5)} ${digits.slice(5)}`
    if (style === '0') return `0${digits}`
    return `${style}${digits}`
  })
// From tomorrow in India to the last day the forms take, two years from today.
const futureDate = fc
  .integer({ min: 1, max: 2 * 365 })
  .map((days) => new Date(Date.parse(`${indianDate()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10))
const time = fc
  .record({ hour: fc.integer({ min: 0, max: 23 }), minute: fc.integer({ min: 0, max: 59 }) })
  .map(({ hour, minute }) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`)

const trimmed = (value: unknown) => String(value).trim()
const lower = (value: unknown) => String(value).trim().toLowerCase()
const digits = (value: unknown) => String(value).replace(/\D/g, '').slice(-10)

// The kinds whose schema asks more than each field's rule: a booking its package's events, an enquiry the
// occasion of a personal shoot, a package inquiry what each package asks.
const byHand: Endpoint[] = [
  {
    path: '/api/bookings',
    table: 'bookings',
    valid: fc.record({ name: text(100), phone, location: text(200), date: futureDate, time }),
    expected: (s) => ({
      name: trimmed(s.name),
      phone: `+91${digits(s.phone)}`,
      location: trimmed(s.location),
      event_date: s.date,
      event_time: s.time,
      status: 'pending',
    }),
  },
  {
    path: '/api/package-inquiries',
    table: 'package_inquiries',
    valid: fc.record({
      packageType: fc.constant('Wedding'),
      name: text(100),
      email,
      phone,
      weddingDate: text(100),
      eventDetails: text(5000),
    }),
    expected: (s) => ({
      package_type: 'Wedding',
      name: trimmed(s.name),
      email: lower(s.email),
      phone: `+91${digits(s.phone)}`,
      wedding_date: trimmed(s.weddingDate),
      event_details: trimmed(s.eventDetails),
    }),
  },
  {
    path: '/api/enquiries',
    table: 'enquiries',
    valid: fc.record({
      name: text(100),
      phone,
      email,
      shootType: fc.constantFrom('brand', 'personal'),
      city: fc.constantFrom('Hyderabad', 'Vijayawada', 'Warangal', 'Vizag', 'Bangalore'),
      location: text(200),
      occasion: fc.constantFrom('Birthday', 'Wedding', 'Brand Shoot'),
      date: futureDate,
      time,
      hours: fc.integer({ min: 1, max: 24 }),
      reels: fc.integer({ min: 1, max: 100 }),
    }),
    expected: (s) => ({
      name: trimmed(s.name),
      phone: `+91${digits(s.phone)}`,
      email: lower(s.email),
      shoot_type: s.shootType,
      city: s.city,
      location: trimmed(s.location),
      occasion: s.occasion,
      personal_shoot_occasion: null,
      event_date: s.date,
      event_time: s.time,
      hours: s.hours,
      reels: s.reels,
    }),
  },
]

/** Valid values of a rule, and how each is stored. */
function ruleValues(rule: Rule): { valid: fc.Arbitrary<unknown>; stored: (sent: unknown) => unknown } {
  switch (rule.type) {
    case 'text':
      return { valid: text(rule.max), stored: trimmed }
    case 'optionalText':
      return {
        valid: fc.option(text(rule.max), { nil: undefined }),
        stored: (sent) => (sent === undefined ? null : trimmed(sent)),
      }
    case 'email':
      return { valid: email, stored: lower }
    case 'phone':
      return { valid: phone, stored: (sent) => `+91${digits(sent)}` }
    case 'choice':
      return { valid: fc.constantFrom(...rule.options.map((option) => option.value)), stored: (sent) => sent }
    case 'wholeNumber':
      return { valid: fc.integer({ min: 1, max: rule.max }), stored: (sent) => sent }
    case 'futureDate':
      return { valid: futureDate, stored: (sent) => sent }
    case 'time':
      return { valid: time, stored: (sent) => sent }
  }
}

/** A kind's endpoint, its valid bodies made from its fields' rules. */
function fromFields(kind: LeadKind): Endpoint {
  const fields = Object.entries(catalogueEntry(kind).fields).flatMap(([name, field]) =>
    field.rule ? [{ name, column: field.column, ...ruleValues(field.rule) }] : [],
  )
  return {
    path: `/api${catalogueEntry(kind).apiPath}`,
    table: kind,
    valid: fc
      .record(Object.fromEntries(fields.map(({ name, valid }) => [name, valid])))
      .map((body) => Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined))),
    expected: (sent) => Object.fromEntries(fields.map(({ name, column, stored }) => [column, stored(sent[name])])),
  }
}

const endpoints: Endpoint[] = leadKinds
  .filter((kind) => !isMailingList(kind))
  .map((kind) => byHand.find((endpoint) => endpoint.table === kind) ?? fromFields(kind))

// Values no form would send: other types, payloads aimed at SQL and HTML, control characters, deep nesting.
const hostileValue = fc.oneof(
  fc.constantFrom(
    "'; drop table bookings; --",
    '" or 1=1 --',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '\u0000\u0001\u0002',
    '\u202e\u200b',
    '9'.repeat(11),
    '12345',
    '',
    '   ',
    'a'.repeat(101),
    'a'.repeat(5001),
    '2020-01-01',
    '10000-01-01',
    '25:99',
  ),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 4 }),
)

function hostileBody(endpoint: Endpoint) {
  return fc.oneof(
    // A valid body with one field spoiled.
    fc.tuple(endpoint.valid, fc.nat(), hostileValue).map(([body, index, value]) => {
      const keys = Object.keys(body)
      return { ...body, [keys[index % keys.length]]: value }
    }),
    // A valid body with an unknown field, a missing field, or the honeypot filled.
    fc.tuple(endpoint.valid, fc.nat()).map(([body, index]) => {
      const keys = Object.keys(body)
      const { [keys[index % keys.length]]: _dropped, ...rest } = body
      return rest
    }),
    fc.anything({ maxDepth: 3 }),
    fc.constantFrom(
      '{"name":',
      'null',
      '[]',
      '"text"',
      '{"__proto__":{"polluted":true}}',
      `{"name":"${'x'.repeat(70 * 1024)}"}`,
    ),
  )
}

let site: SiteProcess
let db: Kysely<Database>

beforeAll(async () => {
  site = await startSite()
  db = openDatabase(`${site.dataDir}/site.db`).db
})
afterAll(async () => {
  await db?.destroy()
  if (site) await stopSite(site)
})

async function count(table: keyof Database) {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(n)
}

describe.each(endpoints)('$path under generated bodies', (endpoint) => {
  it('stores exactly what a valid body says, after normalisation', async () => {
    await fc.assert(
      fc.asyncProperty(endpoint.valid, async (body) => {
        const answer = await postJson(`${site.url}${endpoint.path}`, body)
        expect(answer.status, JSON.stringify(answer.json)).toBe(201)
        const row = await db
          .selectFrom(endpoint.table)
          .selectAll()
          .where('id', '=', answer.json?.id as number)
          .executeTakeFirstOrThrow()
        expect(row).toMatchObject(endpoint.expected(body))
      }),
      { numRuns: Math.ceil(runs / 2) },
    )
  })

  it('never answers 5xx and stores nothing for a body it refuses', async () => {
    await fc.assert(
      fc.asyncProperty(hostileBody(endpoint), async (body) => {
        const before = await count(endpoint.table)
        const answer = await postJson(
          `${site.url}${endpoint.path}`,
          typeof body === 'string' ? body : (JSON.stringify(body) ?? 'null'),
        )
        expect(answer.status).toBeLessThan(500)
        const after = await count(endpoint.table)
        if (answer.status === 201) expect(after).toBe(before + 1)
        else {
          expect([400, 413]).toContain(answer.status)
          expect(after).toBe(before)
        }
      }),
      { numRuns: Math.ceil(runs / 2) },
    )
  })
})

describe.each(
  leadKinds.filter(isMailingList).map((kind) => ({ path: `/api${catalogueEntry(kind).apiPath}`, table: kind })),
)('$path under generated bodies', ({ path, table }) => {
  it('stores one lower-cased address per visitor and never answers 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          email.map((address) => ({ email: address })),
          fc.anything({ maxDepth: 2 }),
        ),
        async (body) => {
          const before = await count(table)
          const answer = await postJson(`${site.url}${path}`, JSON.stringify(body) ?? 'null')
          expect(answer.status).toBeLessThan(500)
          const after = await count(table)
          if (answer.status === 201 && typeof body === 'object' && body && 'email' in body && after === before + 1) {
            const stored = await db.selectFrom(table).select('email').orderBy('id', 'desc').executeTakeFirstOrThrow()
            expect(stored.email).toBe(lower(body.email))
          } else {
            // Refused, or an address (or another spelling of its mailbox) already stored: no new row.
            expect(after).toBe(before)
          }
        },
      ),
      { numRuns: runs },
    )
  })
})
