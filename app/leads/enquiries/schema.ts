import { fieldsSchema, rowOf } from '../schema'
import { enquiryFields } from './entry'
import { enquiryMessages, personalShoot } from './messages'

export function enquirySchema(now: () => Date = () => new Date()) {
  return fieldsSchema(enquiryFields, now)
    .refine((value) => value.occasion !== personalShoot || Boolean(value.personalShootOccasion), {
      path: ['personalShootOccasion'],
      message: enquiryMessages.personalShootOccasion,
      // Checked even when other fields are wrong, so the visitor learns of every problem at once.
      when: ({ value }) => {
        const input = value as { occasion?: unknown; personalShootOccasion?: unknown }
        return input.occasion === personalShoot && typeof input.personalShootOccasion !== 'number'
      },
    })
    .transform((value) => ({
      ...rowOf(enquiryFields, value),
      personal_shoot_occasion: value.occasion === personalShoot ? (value.personalShootOccasion ?? null) : null,
    }))
}
