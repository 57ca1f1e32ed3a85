import { corporatePage, oneDayPage, weddingPage } from '~/content/package-pages'

// The form's texts and choices, without its schema, so the page can show the form without shipping zod.

export const packageTypes = ['Wedding', 'Corporate', 'One Day'] as const
export type PackageType = (typeof packageTypes)[number]

/**
 * Each package type by the name of its page, as the success panel and the mails say it: 'Quick-Event Packages',
 * never the stored 'One Day' (the spec's value, which the API and the console keep).
 */
export const packagePageNames: Record<PackageType, string> = {
  Wedding: weddingPage.intro.title,
  Corporate: corporatePage.intro.title,
  'One Day': oneDayPage.intro.title,
}

export const inquiryMessages = {
  name: 'Please enter your name',
  company: 'Please enter your company name',
  weddingDate: 'Please enter your wedding date',
  eventType: 'Please enter the event type',
  eventDetails: 'Please tell us about your event',
  packageType: 'Please choose a package: Wedding, Corporate or One Day',
  weddingSuccess: { title: 'Thank you for your inquiry!', description: "We'll get back to you within 24 hours." },
  quoteSuccess: {
    title: 'Inquiry submitted successfully!',
    description: "We'll get back to you with a custom quote soon.",
  },
  failure: { title: 'Failed to submit inquiry', description: 'Please try again later.' },
} as const

/** Each package's inquiry form: the one field it adds, where that goes, its button and what it says on success. */
export const inquiryForms: Record<PackageType, InquiryFormWords> = {
  Wedding: {
    idPrefix: 'wedding-inquiry',
    extra: { name: 'weddingDate', placeholder: 'e.g. 14 February 2027, or February' },
    extraFirst: false,
    submitLabel: 'Get a Custom Quote',
    success: inquiryMessages.weddingSuccess,
    // The wedding form shows the server's message when there is one; the others always the generic one.
    serverMessageOnFailure: true,
  },
  Corporate: {
    idPrefix: 'corporate-inquiry',
    extra: { name: 'company', autoComplete: 'organization' },
    extraFirst: true,
    submitLabel: 'Send Request',
    success: inquiryMessages.quoteSuccess,
    serverMessageOnFailure: false,
  },
  'One Day': {
    idPrefix: 'one-day-inquiry',
    extra: { name: 'eventType', placeholder: 'e.g. Birthday, store opening' },
    extraFirst: false,
    submitLabel: 'Request a Quote',
    success: inquiryMessages.quoteSuccess,
    serverMessageOnFailure: false,
  },
}

type InquiryFormWords = {
  idPrefix: string
  extra: { name: 'company' | 'weddingDate' | 'eventType'; placeholder?: string; autoComplete?: string }
  /** Right after the name (company), or after the phone. */
  extraFirst: boolean
  submitLabel: string
  success: { title: string; description: string }
  serverMessageOnFailure: boolean
}
