// Moves the clock of a site process started for a test to another moment (SERVER_CLOCK, an ISO date and time) and
// lets it run on from there, so that a test sees a page as the server renders it on that day. Test support only:
// a test's process loads it with `node --import`; the site never does.
import process from 'node:process'

const target = Date.parse(process.env.SERVER_CLOCK ?? '')
if (Number.isNaN(target)) throw new Error('SERVER_CLOCK must be a date and time, such as 2024-02-01T12:00:00+05:30')

const RealDate = Date
const offset = target - RealDate.now()

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset)
    else super(...args)
  }

  static now() {
    return RealDate.now() + offset
  }
}

globalThis.Date = ShiftedDate
