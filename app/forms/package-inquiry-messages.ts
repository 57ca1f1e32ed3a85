// The form's texts and choices, without its schema, so the page can show the form without shipping zod.

export const packageTypes = ['Wedding', 'Corporate', 'One Day'] as const
export type PackageType = (typeof packageTypes)[number]

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
