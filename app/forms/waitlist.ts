import { z } from 'zod'
import { email } from './fields'

/** The first this many people on the waitlist get one free shoot. */
export const waitlistFreeSpots = 100

export const waitlistMessages = {
  success: { title: "You're on the waitlist!" },
  failure: { title: 'Could not join the waitlist', description: 'Please try again later.' },
} as const

export function positionSecured(position: number) {
  return `Position secured: #${position}`
}

export function spotsRemaining(joined: number) {
  return Math.max(0, waitlistFreeSpots - joined)
}

export const waitlistSchema = z.object({ email })

export type WaitlistInput = z.infer<typeof waitlistSchema>
