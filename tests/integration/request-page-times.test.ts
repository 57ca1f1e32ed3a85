import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dateInWords } from '~/india/date-in-words'
import { closeConsoleDatabase, context, openConsoleDatabase, outcome, siteOrigin } from './console-helpers'
import type { TestDatabase } from '../support/database'
import { engines } from '../support/database'

// A request's page says since when it stands as it does on the day it is in India, where the customer and the
// team are: a booking made at 02:51 in India is stored at 21:21 UTC the day before.

const teamInbox = 'team@reelcraft.test'

/** The day in India of an instant, as YYYY-MM-DD, worked out by the runtime's own time-zone data. */
function dayInIndia(instant: Date) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(instant)
}

describe.each(engines)("a request's page on %s", (engine) => {
  let handle: TestDatabase
  let modules: {
    submitLead: typeof import('~/leads/submit.server').submitLead
    request: typeof import('~/routes/request')
  }

  beforeAll(async () => {
    handle = await openConsoleDatabase(engine)
    modules = {
      submitLead: (await import('~/leads/submit.server')).submitLead,
      request: await import('~/routes/request'),
    }
  })
  afterAll(async () => {
    await closeConsoleDatabase(handle)
  })

  it('says a booking made after midnight in India was received that day, not the day before as in UTC', async () => {
    const today = new Date()
    // 21:21 UTC yesterday: 02:51 today in India.
    const madeAt = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 1, 21, 21))
    const eventDay = new Date(madeAt.getTime() + 10 * 86_400_000)
    const [year, month, day] = dayInIndia(eventDay).split('-')
    const answer = await modules.submitLead(
      'bookings',
      {
        input: {
          name: 'Asha Rao',
          phone: '+91 98480 31999',
          location: 'Jubilee Hills',
          date: `${day}/${month}/${year}`,
          time: '18:30',
        },
        ip: '10.95.0.1',
      },
      { handle, teamInbox, siteUrl: siteOrigin, now: () => madeAt },
    )
    expect(answer.status).toBe(201)
    const token = String(answer.body.page).replace('/requests/', '')

    const opened = await outcome(() =>
      modules.request.loader({
        request: new Request(`${siteOrigin}/requests/${token}`),
        params: { token },
        context: { ...context, clientAddress: '10.95.0.2' },
      } as never),
    )
    expect(opened.body).toMatchObject({ status: 'Received', since: dateInWords(dayInIndia(madeAt)) })
    expect(dayInIndia(madeAt)).not.toBe(madeAt.toISOString().slice(0, 10))
  })
})
