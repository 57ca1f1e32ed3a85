import { isValidPhoneNumber } from 'libphonenumber-js/max'
import { z } from 'zod'

// What app/content/business.ts must hold, checked at build (vite.config.ts), at start-up (server/app.ts) and by
// `npm run content:check`. Only the types reach the browser: the checks run where the facts are read in full.

const confirmed = z.boolean({ error: 'must say confirmed: true or confirmed: false' })
const live = z.boolean({ error: 'must say live: true or live: false' })
const text = z.string().trim().min(1, 'must not be empty')
const https = z.url({ protocol: /^https$/, error: 'must be a full https:// address' })
const email = z.email({ error: 'must be an e-mail address' })
const phoneNumber = text.refine((value) => value.startsWith('+') && isValidPhoneNumber(value), {
  error: 'must be a phone number with its country code, such as +91 40 4520 1999',
})
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time such as 09:00')
const isoDate = z.iso.date({ error: 'must be a date such as 2023-12-15' })
const sitePicture = z.string().regex(/^\/[\w./-]+$/, 'must be a picture under public/, such as /press/outlet.svg')

const onHost = (hosts: string[]) =>
  https.refine((value) => hosts.some((host) => new URL(value).hostname.replace(/^www\./, '') === host), {
    error: `must be an address on ${hosts.join(' or ')}`,
  })

export const timelineIcons = [
  'idea',
  'camera',
  'building',
  'funding',
  'reel',
  'booking',
  'patent',
  'app',
  'map',
] as const
export const coverageCategories = ['Investment', 'Featured'] as const
export const socialNetworks = ['Instagram', 'LinkedIn', 'YouTube', 'X', 'Facebook'] as const

/** What the business asks for a package, what it includes and its badge ('Most Popular'), if any. */
const packageTerms = z.strictObject({
  price: z.number({ error: 'must be a price in rupees, such as 4999' }).int('must be whole rupees').positive(),
  includes: z.array(text).min(1, 'must list at least one thing the package includes'),
  badge: text.optional(),
  confirmed,
})

const period = z.strictObject({ years: z.number().int().positive(), after: text, confirmed })

const factsShape = z.strictObject({
  brand: z.strictObject({ name: text, confirmed }),
  company: z.strictObject({ legalName: text, confirmed }),
  email: z.strictObject({
    general: z.strictObject({ address: email, confirmed }),
    press: z.strictObject({ address: email, confirmed }),
  }),
  phone: z.strictObject({
    main: z.strictObject({ number: phoneNumber, confirmed }),
    press: z.strictObject({ number: phoneNumber, confirmed }),
  }),
  whatsapp: z.strictObject({ number: phoneNumber, confirmed }),
  capabilities: z.strictObject({
    app: z.strictObject({ live }),
    onlinePayment: z.strictObject({ live }),
    wallet: z.strictObject({ live }),
  }),
  address: z.strictObject({
    street: text,
    city: text,
    region: text,
    postalCode: text,
    country: text,
    countryCode: z.string().regex(/^[A-Z]{2}$/, 'must be two capital letters, such as IN'),
    confirmed,
  }),
  hours: z.strictObject({ label: text, opens: clock, closes: clock, confirmed }),
  map: z.strictObject({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    labels: z.strictObject({ road: text, area: text, nextArea: text, landmark: text }),
    confirmed,
  }),
  social: z.array(z.strictObject({ network: z.enum(socialNetworks), url: https, confirmed })),
  stores: z.strictObject({
    appStore: z.strictObject({ url: onHost(['apple.com', 'apps.apple.com']), confirmed }),
    googlePlay: z.strictObject({ url: onHost(['play.google.com']), confirmed }),
  }),
  patent: z.strictObject({
    office: text,
    applicationNumber: text,
    status: text,
    filedOn: text,
    filedOnIso: isoDate,
    title: text,
    steps: z.array(
      z
        .strictObject({ title: text, date: text, from: isoDate, until: isoDate, done: z.boolean(), description: text })
        .refine((step) => step.from <= step.until, { error: 'until must not be before from', path: ['until'] }),
    ),
    confirmed,
  }),
  grievanceOfficer: z.strictObject({ name: text, role: text, email, confirmed }),
  retention: z.strictObject({
    bookings: period,
    invoices: period,
    unconvertedLeads: period,
    rejectedApplications: period,
    formerCreators: period,
    serverLogs: z.strictObject({ days: z.number().int().positive(), confirmed }),
  }),
  cancellation: z
    .strictObject({
      fullRefundHoursBefore: z.number().int().positive(),
      partialRefundHoursBefore: z.number().int().positive(),
      partialRefundPercent: z.number().int().min(1).max(99),
      freeMoveHoursBefore: z.number().int().positive(),
      refundWorkingDays: z.number().int().positive(),
      confirmed,
    })
    .refine((terms) => terms.partialRefundHoursBefore < terms.fullRefundHoursBefore, {
      error: 'the partial refund must start closer to the shoot than the full refund',
    }),
  eventCoverage: z.strictObject({ hoursPerEvent: z.number().int().min(1).max(24), confirmed }),
  gst: z.strictObject({ ratePercent: z.number().min(0).max(28), confirmed }),
  packages: z.strictObject({
    hourly: packageTerms,
    'half-day': packageTerms,
    'wedding-basic': packageTerms,
    'wedding-silver': packageTerms,
    'wedding-gold': packageTerms,
    'wedding-platinum': packageTerms,
    /** What every wedding package includes besides its own. */
    weddingIncludes: z.array(text),
    'corporate-one-day': packageTerms,
    'corporate-monthly': packageTerms,
  }),
  figures: z.strictObject({
    reelMakers: z.strictObject({ value: text, confirmed }),
    reelsDelivered: z.strictObject({ value: text, confirmed }),
    eventsCovered: z.strictObject({ value: text, confirmed }),
    photosDelivered: z.strictObject({ value: text, confirmed }),
    rating: z.strictObject({ value: text, confirmed }),
    happyClients: z.strictObject({ value: text, confirmed }),
    satisfaction: z.strictObject({ value: text, confirmed }),
  }),
  offers: z.strictObject({
    newsletter: z.strictObject({
      percentOff: z.number().int().min(1).max(100),
      /** How many days a code is good for from the day it is sent, as its mail says. */
      codeDays: z.number().int().min(1).max(3650),
      live,
      confirmed,
    }),
    waitlist: z.strictObject({ firstMembers: z.number().int().positive(), live, confirmed }),
  }),
  funding: z.array(
    z.strictObject({
      id: text,
      round: text,
      amount: text,
      valuation: text,
      date: text,
      isoDate,
      funds: text,
      confirmed,
    }),
  ),
  timeline: z.array(
    z.union([
      z.strictObject({ date: text, title: text, text, icon: z.enum(timelineIcons), confirmed }),
      z.strictObject({ fundingRound: text }),
      z.strictObject({ stillToCome: z.literal(true) }),
    ]),
  ),
  team: z.array(
    z.strictObject({
      id: z.string().regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and dashes'),
      name: text,
      designation: text,
      bio: text,
      links: z
        .strictObject({
          linkedin: onHost(['linkedin.com']).optional(),
          instagram: onHost(['instagram.com']).optional(),
        })
        .optional(),
      confirmed,
    }),
  ),
  testimonials: z.array(
    z.strictObject({
      id: z.string().regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and dashes'),
      name: text,
      occasion: text,
      quote: text,
      /** When and how the customer agreed to have their words published; none for an example. */
      consent: z.strictObject({ given: isoDate, how: text }).optional(),
      /** The booking the words came from, if any. */
      booking: z
        .string()
        .trim()
        .regex(/^BK-\d+$/, 'must be a booking’s reference, such as BK-1024')
        .optional(),
      confirmed,
    }),
  ),
  coverage: z.array(
    z.strictObject({
      id: text,
      outlet: text,
      title: text,
      date: text,
      category: z.enum(coverageCategories),
      url: https,
      excerpt: text,
      image: z.strictObject({ src: sitePicture, alt: text }),
      logo: sitePicture.optional(),
      confirmed,
    }),
  ),
})

// The app's own pages on the stores, as the badges link to them once it is live.
const storeListings = {
  appStore: /^https:\/\/apps\.apple\.com\/([a-z]{2}\/)?app\/[\w-]+\/id\d+/,
  googlePlay: /^https:\/\/play\.google\.com\/store\/apps\/details\?id=[\w.]+/,
}

// A funding milestone names its round, so the timeline and the press releases quote the same figures.
export const businessFactsSchema = factsShape.superRefine((facts, ctx) => {
  if (facts.capabilities.app.live) {
    for (const store of ['appStore', 'googlePlay'] as const) {
      if (!storeListings[store].test(facts.stores[store].url)) {
        ctx.addIssue({
          code: 'custom',
          path: ['stores', store, 'url'],
          message:
            'must be the listing’s own page on the store, not the store’s home page, once capabilities.app is live',
        })
      }
    }
  }
  facts.testimonials.forEach((testimonial, index) => {
    if (testimonial.confirmed && !testimonial.consent) {
      ctx.addIssue({
        code: 'custom',
        path: ['testimonials', index, 'consent', 'given'],
        message: 'must say when and how the customer agreed to publish their words before the testimonial is confirmed',
      })
    }
  })
  facts.timeline.forEach((milestone, index) => {
    if ('fundingRound' in milestone && !facts.funding.some((round) => round.id === milestone.fundingRound)) {
      ctx.addIssue({
        code: 'custom',
        path: ['timeline', index, 'fundingRound'],
        message: `must be the id of a round under funding (${facts.funding.map((round) => round.id).join(', ')})`,
      })
    }
  })
})

export type BusinessFacts = z.output<typeof businessFactsSchema>

/** The names of the facts, in the order of app/content/business.ts. */
export const factNames = Object.keys(factsShape.shape) as (keyof BusinessFacts)[]
export type BusinessFactsInput = z.input<typeof businessFactsSchema>

/** Whether a name is that of a business fact. */
export function isFactName(name: string): name is keyof BusinessFacts {
  return factNames.some((fact) => fact === name)
}

/** Each problem with the facts as one line naming the entry ('phone.main.number: must be …'); none when all is well. */
export function businessFactsProblems(input: unknown): string[] {
  const result = businessFactsSchema.safeParse(input)
  if (result.success) return []
  return result.error.issues.map((issue) => `${issue.path.join('.') || '(the file)'}: ${issue.message}`)
}
