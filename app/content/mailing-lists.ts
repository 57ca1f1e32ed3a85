import { siteRetentionDays } from './retention'
import { type Site, emailText } from './site-of'

// The words of the pages a mail's links open: confirming a newsletter sign-up, confirming a place on the waitlist
// and leaving a mailing list.
// No page ever says whether an address is or was on a list; a link names no address. Each is drawn from the
// facts as they stand (the root loader's `site`), so a name or address the business saves shows at once.

export function confirmPage(site: Site) {
  return {
    title: 'Confirm your subscription',
    lead: `Press the button to receive the ${site.brand} newsletter at the address this link was sent to.`,
    button: 'Confirm my subscription',
    done: {
      title: 'Your subscription is confirmed',
      description: `Thank you! You will receive the ${site.brand} newsletter. Every newsletter ends with a link to unsubscribe, any time.`,
    },
    invalid: {
      title: 'This link cannot be used',
      description: `This confirmation link is not valid, has been used to unsubscribe since, or is older than ${siteRetentionDays.unconfirmedSignUps} days. Please sign up again on our home page.`,
    },
  }
}

/**
 * The page a waitlist mail's link opens: confirming an address takes its place (or, for an address that left the
 * list, takes its old place back), and the page then shows it, with the spec's words
 * (docs/decisions/0091-waitlist-places-once-confirmed.md), and what the waitlist waits for as the facts stand.
 */
export function waitlistConfirmPage(site: Site) {
  return {
    title: 'Confirm your place on the waitlist',
    lead: `Press the button to put the address this link was sent to on the ${site.brand} waitlist. Its place is counted from the moment you confirm; an address that had a place before takes it back.`,
    button: 'Confirm my place',
    done: {
      title: "You're on the waitlist!",
      description: `${site.stillToCome.promise} Every mail about the waitlist ends with a link to leave it.`,
    },
    invalid: {
      title: 'This link cannot be used',
      description: `This link is not valid, has been followed by an unsubscribe since, or is older than ${siteRetentionDays.unconfirmedSignUps} days. Please join again on the waitlist page.`,
    },
  }
}

export function unsubscribePage(site: Site) {
  return {
    title: 'Unsubscribe',
    lead: 'Press the button and we will send no more mail from this list to the address this link was sent to.',
    button: 'Unsubscribe',
    done: {
      title: 'You are unsubscribed',
      description: `We will send no more mail from this list to the address this link was sent to. Changed your mind? You can sign up again at any time.`,
    },
    invalid: {
      title: 'This link cannot be used',
      description: `This unsubscribe link is not complete. Please open the link from the mail as it is, or write to ${emailText(site.emails.general)} and we will remove your address.`,
    },
  }
}
