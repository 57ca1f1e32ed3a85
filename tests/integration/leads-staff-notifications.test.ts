import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { submitLead } from '~/leads/submit.server'
import { setMailPreferences } from '~/leads/team-notifications.server'
import { createStaff, setDisabled } from '~/server/staff.server'
import { type TestDatabase, createTestDatabase, engines } from '../support/database'

const teamInbox = 'team@reelcraft.test'

describe.each(engines)('staff mail preferences on %s', (engine) => {
  let database: TestDatabase
  let address = 0

  beforeAll(async () => {
    database = await createTestDatabase(engine)
  })
  afterAll(async () => {
    await database.drop()
  })

  function book() {
    address += 1
    return submitLead(
      'bookings',
      {
        // A phone of its own, so that no booking is taken for the same one sent again.
        input: {
          name: 'Anu',
          phone: `98765432${10 + address}`,
          location: 'Kondapur',
          date: `${new Date().getUTCFullYear() + 1}-05-01`,
          time: '10:00',
        },
        ip: `10.4.0.${address}`,
      },
      { handle: database, teamInbox },
    )
  }

  async function recipientsOf(id: number) {
    const rows = await database.db
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('lead_type', '=', 'bookings')
      .where('lead_id', '=', id)
      .orderBy('id')
      .execute()
    return rows.map((row) => row.to_address)
  }

  it('mails the team inbox only while nobody asked for bookings', async () => {
    const answer = await book()
    expect(await recipientsOf(answer.body.id as number)).toEqual([teamInbox])
  })

  it('also mails each active staff member who chose bookings in their settings, and no one else', async () => {
    const ravi = await createStaff(
      { email: 'ravi@reelcraft.test', name: 'Ravi', role: 'staff', password: 'a long enough password 1' },
      database.db,
    )
    const sita = await createStaff(
      { email: 'sita@reelcraft.test', name: 'Sita', role: 'staff', password: 'a long enough password 2' },
      database.db,
    )
    const gone = await createStaff(
      { email: 'gone@reelcraft.test', name: 'Gone', role: 'staff', password: 'a long enough password 3' },
      database.db,
    )
    await setMailPreferences(ravi, ['bookings'], database.db)
    await setMailPreferences(sita, ['contact_messages', 'enquiries'], database.db)
    await setMailPreferences(gone, ['bookings'], database.db)
    await setDisabled(gone, true, database.db)

    const answer = await book()
    expect(await recipientsOf(answer.body.id as number)).toEqual([teamInbox, 'ravi@reelcraft.test'])
  })
})
