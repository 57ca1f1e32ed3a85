// The form's texts and choices, without its schema, so the page can show the form without shipping zod.

export const waitlistMessages = {
  /**
   * The spec's toast, said alike to every join: whether the address was new, waiting, on the list or had left
   * it is for its owner to read in their mail, and the place is shown once they confirm
   * (docs/decisions/0091-waitlist-places-once-confirmed.md).
   */
  success: {
    title: "You're on the waitlist!",
    description:
      'Check your inbox: we have e-mailed this address, and your place is counted once you confirm it with the link in that mail.',
  },
  failure: { title: 'Could not join the waitlist', description: 'Please try again later.' },
} as const

/** The place the spec's toast secured; now said on the page that confirms it. */
export function positionSecured(position: number) {
  return `Position secured: #${position}`
}

/** How many of the first members' free-shoot places are left, once this many hold a place. */
export function spotsRemaining(joined: number, firstMembers: number) {
  return Math.max(0, firstMembers - joined)
}
