import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { businessFactsProblems } from '~/content/business-schema'
import { businessFacts } from '~/content/shipped-facts'
import { type FactsStore, factsStore } from '~/server/facts-store.server'
import { type Signals, inProcessSignals, postgresSignals } from '~/server/signals.server'
import { createStaff } from '~/server/staff.server'
import { type TestDatabase, createTestDatabase, engines } from '../support/database'

// The business's facts as the database holds them, on each engine: what is saved is what every reader gets, each
// save is a change with who made it and when, and a change can be undone.

const confirmedPhone = { number: '+91 40 4000 1234', confirmed: true }

describe.each(engines)('the facts store on %s', (engine) => {
  let handle: TestDatabase
  let asha: number
  const opened: Signals[] = []

  beforeAll(async () => {
    handle = await createTestDatabase(engine)
    asha = await createStaff(
      { email: `asha-${engine}@reelcraft.test`, name: 'Asha Rao', role: 'admin', password: 'a long enough password' },
      handle.db,
    )
  })
  afterEach(async () => {
    await handle.db.deleteFrom('business_facts').execute()
    await handle.db.deleteFrom('business_fact_changes').execute()
    await Promise.all(opened.splice(0).map((signals) => signals.close()))
  })
  afterAll(async () => {
    await handle.drop()
  })

  /**
   * A store as one instance has it: on PostgreSQL with a listening connection of its own; on SQLite, where one
   * process serves the site, with the process's signals, which every store of it shares.
   */
  async function instance(): Promise<FactsStore> {
    if (engine === 'sqlite') {
      if (!opened[0]) opened.push(inProcessSignals())
      return factsStore({ db: handle.db, signals: opened[0] })
    }
    const signals = postgresSignals({ url: handle.url, db: handle.db, retry: { firstMs: 20, mostMs: 200 } })
    opened.push(signals)
    await signals.start()
    return factsStore({ db: handle.db, signals })
  }

  it('gives the file’s facts while nothing is saved', async () => {
    const store = await instance()
    expect(await store.now()).toEqual({ ...businessFacts })
  })

  it('gives what an administrator saved, and keeps the file’s facts for the rest', async () => {
    const store = await instance()
    await store.now()
    const phone = { ...businessFacts.phone, main: confirmedPhone }

    expect(await store.save('phone', phone, asha)).toMatchObject({ saved: true })

    const facts = await store.now()
    expect(facts.phone.main).toEqual(confirmedPhone)
    expect(facts.whatsapp).toEqual(businessFacts.whatsapp)
    expect(store.latest().phone.main).toEqual(confirmedPhone)
  })

  it('refuses a value the schema refuses, with the schema’s own words, and stores nothing', async () => {
    const store = await instance()
    const phone = { ...businessFacts.phone, main: { number: '040 4520 1999', confirmed: true } }

    const result = await store.save('phone', phone, asha)

    const expected = businessFactsProblems({ ...businessFacts, phone })
    expect(expected).toEqual([
      'phone.main.number: must be a phone number with its country code, such as +91 40 4520 1999',
    ])
    expect(result).toEqual({
      saved: false,
      problems: [
        {
          path: 'phone.main.number',
          message: 'must be a phone number with its country code, such as +91 40 4520 1999',
        },
      ],
    })
    expect(await handle.db.selectFrom('business_facts').selectAll().execute()).toEqual([])
    expect((await store.now()).phone).toEqual(businessFacts.phone)
  })

  it('refuses a fact that would leave another one naming what no longer exists', async () => {
    const store = await instance()
    const result = await store.save('funding', [businessFacts.funding[1]], asha)
    expect(result).toMatchObject({
      saved: false,
      problems: [{ path: 'timeline.3.fundingRound', message: 'must be the id of a round under funding (series-a)' }],
    })
  })

  it('records each change with the value before and after it, who made it and when', async () => {
    const store = await instance()
    const before = Date.now()
    await store.save('phone', { ...businessFacts.phone, main: confirmedPhone }, asha)
    await store.save(
      'hours',
      { ...businessFacts.hours, label: 'Daily 10:00 AM to 8:00 PM', opens: '10:00', closes: '20:00' },
      asha,
    )

    const [hours, phone] = await store.changes()
    expect(phone).toMatchObject({
      name: 'phone',
      before: businessFacts.phone,
      after: { ...businessFacts.phone, main: confirmedPhone },
      staffName: 'Asha Rao',
      undoes: null,
    })
    expect(Date.parse(phone.createdAt)).toBeGreaterThanOrEqual(before - 1000)
    expect(hours.name).toBe('hours')
    expect((await store.changes('phone')).map((change) => change.id)).toEqual([phone.id])
  })

  it('records nothing for a save that changes nothing', async () => {
    const store = await instance()
    expect(await store.save('phone', businessFacts.phone, asha)).toEqual({ saved: false, unchanged: true })
    expect(await store.changes()).toEqual([])
  })

  it('undoes a change, as a change of its own, and refuses to undo one changed again since', async () => {
    const store = await instance()
    await store.save('phone', { ...businessFacts.phone, main: confirmedPhone }, asha)
    const [first] = await store.changes('phone')
    const later = { number: '+91 40 4000 5678', confirmed: true }
    await store.save('phone', { ...businessFacts.phone, main: later }, asha)

    expect(await store.undo(first.id, asha)).toEqual({
      saved: false,
      problems: [{ path: '', message: 'It has changed again since: undo the later change first.' }],
    })
    const [second] = await store.changes('phone')
    expect(await store.undo(second.id, asha)).toMatchObject({ saved: true })
    expect((await store.now()).phone.main).toEqual(confirmedPhone)
    expect((await store.changes('phone'))[0]).toMatchObject({ undoes: second.id, staffName: 'Asha Rao' })
    expect(await store.undo(first.id, asha)).toMatchObject({ saved: true })
    expect((await store.now()).phone).toEqual(businessFacts.phone)
  })

  it('refuses a save made from a fact someone else has saved since', async () => {
    const store = await instance()
    const since = await store.lastChange('phone')
    await store.save('phone', { ...businessFacts.phone, main: confirmedPhone }, asha)

    const result = await store.save('phone', { ...businessFacts.phone, press: confirmedPhone }, asha, { since })

    expect(result).toEqual({
      saved: false,
      problems: [{ path: '', message: 'Someone saved this since you opened it: open it again to see their change.' }],
    })
  })

  it('says who confirmed each entry, and forgets it once the entry is an example again', async () => {
    const store = await instance()
    await store.save('phone', { ...businessFacts.phone, main: confirmedPhone }, asha)
    const [change] = await store.changes('phone')

    expect(await store.confirmations('phone')).toEqual({ 'phone.main': { by: 'Asha Rao', at: change.createdAt } })

    await store.save('phone', { ...businessFacts.phone, main: { ...confirmedPhone, confirmed: false } }, asha)
    expect(await store.confirmations('phone')).toEqual({})
  })

  it('tells every instance of a change at once', async () => {
    const [editor, reader] = [await instance(), await instance()]
    expect((await reader.now()).phone).toEqual(businessFacts.phone)

    await editor.save('phone', { ...businessFacts.phone, main: confirmedPhone }, asha)

    await vi.waitFor(async () => expect((await reader.now()).phone.main).toEqual(confirmedPhone), { interval: 20 })
  })
})
