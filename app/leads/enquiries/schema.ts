import { startProblem } from '~/forms/field-rules'
import { isRecord } from '~/is-record'
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
    .superRefine(
      (value, ctx) => {
        const passed = startProblem(value.date, value.time, now())
        if (passed) ctx.addIssue({ code: 'custom', path: ['time'], message: passed })
      },
      // Checked even when other fields are wrong, once the date and the time are there to read.
      {
        when: ({ value }) => isRecord(value) && typeof value.date === 'string' && typeof value.time === 'string',
      },
    )
    .transform((value) => ({
      ...rowOf(enquiryFields, value),
      personal_shoot_occasion: value.occasion === personalShoot ? (value.personalShootOccasion ?? null) : null,
    }))
}
