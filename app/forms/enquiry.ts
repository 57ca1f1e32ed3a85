import { z } from 'zod'
import { email, futureDate, limits, phone, requiredText, time } from './fields'

export const shootTypes = [
  { value: 'brand', label: 'Brand' },
  { value: 'personal', label: 'Personal' },
] as const
export const enquiryCities = ['Hyderabad', 'Vijaywada', 'Warangal', 'Vizag', 'Bangalore'] as const
export const occasions = ['Birthday', 'Wedding', 'Brand Shoot', 'Personal Shoot'] as const

export function cityLabel(city: string) {
  return `${city}, India`
}

export const enquiryMessages = {
  name: 'Please enter your name',
  shootType: 'Please select a shoot type',
  city: 'Please select a city',
  location: 'Please enter the location',
  occasion: 'Please select an occasion',
  personalShootOccasion: 'Please describe the occasion for your personal shoot',
  time: 'Please select a time',
  hours: 'Please enter the number of hours (a whole number, at least 1)',
  reels: 'Please enter the number of reels (a whole number, at least 1)',
  success: { title: 'Enquiry submitted successfully!' },
  failure: { title: 'An error occurred while submitting the enquiry' },
  geolocationFailed: 'Unable to retrieve your location',
  geolocationMissing: 'Geolocation is not supported by your browser',
} as const

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
      phone,
      email,
      shootType: z.enum(['brand', 'personal'], { error: enquiryMessages.shootType }),
      city: z.enum(enquiryCities, { error: enquiryMessages.city }),
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

export type EnquiryInput = z.infer<ReturnType<typeof enquirySchema>>
