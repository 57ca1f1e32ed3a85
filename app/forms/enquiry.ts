import { z } from 'zod'
import { email, futureDate, limits, requiredText, time } from './fields'
import { internationalPhone } from './international-phone'
import { cityAliases, facts } from '~/content/facts'
import { enquiryMessages, occasions } from './enquiry-messages'

export * from './enquiry-messages'

function wholeNumber(message: string, max: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: message }).int(message).min(1, message).max(max, `Please enter at most ${max}`),
  )
}

export function enquirySchema(now: () => Date = () => new Date()) {
  return z
    .object({
      name: requiredText(enquiryMessages.name, 'Name', limits.name),
      phone: internationalPhone,
      email,
      shootType: z.enum(['brand', 'personal'], { error: enquiryMessages.shootType }),
      // A caller may still send a city under its old spelling.
      city: z.preprocess(
        (value) => (typeof value === 'string' ? (cityAliases[value] ?? value) : value),
        z.enum(facts.cities, { error: enquiryMessages.city }),
      ),
      location: requiredText(enquiryMessages.location, 'Location', limits.location),
      occasion: z.enum(occasions, { error: enquiryMessages.occasion }),
      personalShootOccasion: z
        .string()
        .trim()
        .max(limits.shortText, `Personal shoot occasion must be ${limits.shortText} characters or fewer`)
        .optional(),
      date: futureDate(now),
      time: time(enquiryMessages.time),
      hours: wholeNumber(enquiryMessages.hours, 24),
      reels: wholeNumber(enquiryMessages.reels, 100),
    })
    .refine((value) => value.occasion !== 'Personal Shoot' || Boolean(value.personalShootOccasion), {
      path: ['personalShootOccasion'],
      message: enquiryMessages.personalShootOccasion,
      // Checked even when other fields are wrong, so the visitor learns of every problem at once.
      when: ({ value }) => {
        const input = value as { occasion?: unknown; personalShootOccasion?: unknown }
        return input.occasion === 'Personal Shoot' && typeof input.personalShootOccasion !== 'number'
      },
    })
    .transform((value) => ({
      ...value,
      personalShootOccasion: value.occasion === 'Personal Shoot' ? (value.personalShootOccasion ?? null) : null,
    }))
}
