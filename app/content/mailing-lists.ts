import { retentionDays } from './retention'
import { site } from './site'

// The words of the pages a mail's links open: confirming a newsletter sign-up, rejoining the waitlist and
// leaving a mailing list.
// No page ever says whether an address is or was on a list; a link names no address.

export const confirmPage = {
  title: 'Confirm your subscription',
  lead: `Press the button to receive the ${site.brand} newsletter at the address this link was sent to.`,
  button: 'Confirm my subscription',
  done: {
    title: 'Your subscription is confirmed',
    description: `Thank you! You will receive the ${site.brand} newsletter. Every newsletter ends with a link to unsubscribe, any time.`,
  },
  invalid: {
    title: 'This link cannot be used',
    description: `This confirmation link is not valid, has been used to unsubscribe since, or is older than ${retentionDays.unconfirmedSignUps} days. Please sign up again on our home page.`,
  },
} as const

export const rejoinPage = {
  title: 'Rejoin the waitlist',
  lead: `Press the button to put the address this link was sent to back on the ${site.brand} waitlist, in its old place.`,
  button: 'Take my place back',
  done: {
    title: 'You are back on the waitlist',
    description: `Your place is yours again. We'll write to you the moment online payment and the ${site.brand} app open, and every mail about the waitlist ends with a link to leave it.`,
  },
  invalid: {
    title: 'This link cannot be used',
    description: `This link is not valid, has been followed by an unsubscribe since, or is older than ${retentionDays.unconfirmedSignUps} days. Please join again on the waitlist page.`,
  },
} as const

export const unsubscribePage = {
  title: 'Unsubscribe',
  lead: 'Press the button and we will send no more mail from this list to the address this link was sent to.',
  button: 'Unsubscribe',
  done: {
    title: 'You are unsubscribed',
    description: `We will send no more mail from this list to the address this link was sent to. Changed your mind? You can sign up again at any time.`,
  },
  invalid: {
    title: 'This link cannot be used',
    description: `This unsubscribe link is not complete. Please open the link from the mail as it is, or write to ${site.email} and we will remove your address.`,
  },
} as const
