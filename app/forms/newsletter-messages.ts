// The newsletter's texts, without the schema, so the home page's form does not ship the validation library.

export const newsletterMessages = {
  success: {
    title: 'Successfully subscribed!',
    description: 'Thank you for subscribing to our newsletter. You will receive a confirmation email shortly.',
  },
  failureTitle: 'Failed to subscribe',
  /** The message a refused sign-up raises; the toast is titled with it. */
  sendFailedError: 'Failed to send newsletter email',
  failureDescription: 'Please try again later or contact support if the problem persists.',
  alreadySubscribedError: 'This email is already subscribed to our newsletter',
  alreadySubscribedDescription: 'You are already subscribed to our newsletter.',
} as const

/** The toast for a failed sign-up, from the server's error message, as the spec's error catalogue says. */
export function newsletterFailureToast(error: string | undefined) {
  return {
    title: error || newsletterMessages.failureTitle,
    description:
      error === newsletterMessages.alreadySubscribedError
        ? newsletterMessages.alreadySubscribedDescription
        : newsletterMessages.failureDescription,
  }
}
