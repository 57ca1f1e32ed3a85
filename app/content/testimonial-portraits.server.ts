import { testimonials } from './business'

// The testimonials the site shipped with as examples each have an illustrated portrait (scripts/media/), named by
// its id. Read on the server only: a page's loader gives each shown testimonial its portrait.

/** The ids of the shipped examples, whose portraits are illustrations under public/testimonials/. */
export const illustratedTestimonials: ReadonlySet<string> = new Set(testimonials.map((entry) => entry.id))
