import { z } from 'zod'
import { futureDate, limits, phone, requiredText, time } from './fields'
import { bookingMessages } from './booking-messages'

export * from './booking-messages'

export function bookingSchema(now: () => Date = () => new Date()) {
  return z.object({
    name: requiredText(bookingMessages.name, 'Name', limits.name),
    phone,
    location: requiredText(bookingMessages.location, 'Location', limits.location),
    date: futureDate(now),
    time: time(bookingMessages.time),
    packageId: z.string().trim().max(40).optional(),
  })
}
