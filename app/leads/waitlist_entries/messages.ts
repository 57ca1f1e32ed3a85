import { offers } from '~/content/business'

// The form's texts and choices, without its schema, so the page can show the form without shipping zod.

/** The first this many people on the waitlist get one free shoot, while the offer is live. */
export const waitlistFreeSpots = offers.waitlist.firstMembers

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
