// The newsletter's texts, without the schema. The home page hands them to its form as loader data, so neither
// the validation library nor the words ship in its JavaScript.

// The kind's name is said here rather than in entry.ts: the home page's form needs it, and nothing else of the
// entry, within its script budget (tests/e2e/budgets.spec.ts).
export const kind = 'newsletter_subscribers'

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

export type NewsletterMessages = typeof newsletterMessages

/** The toast for a failed sign-up, from the server's error message, as the spec's error catalogue says. */
export function newsletterFailureToast(error: string | undefined, messages: NewsletterMessages) {
  return {
    title: error || messages.failureTitle,
    description:
      error === messages.alreadySubscribedError ? messages.alreadySubscribedDescription : messages.failureDescription,
  }
}
