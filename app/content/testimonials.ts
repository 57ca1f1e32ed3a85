import { testimonials as entries } from './business'
import type { BusinessFacts } from './business-schema'
import { exampleNote } from './example-marks'

// What customers told us, from the business's facts (app/content/business.ts). A testimonial says it is
// shared with the customer's permission only when the entry records that permission, and that it is an example
// while the business has not confirmed it. Avatars are illustrations made for this site (scripts/make-media.ts),
// not photographs.

export type Testimonial = {
  id: string
  name: string
  occasion: string
  quote: string
  image: string
  /** Shown under the quote when the customer agreed to be quoted by name; absent otherwise. */
  permissionNote?: string
  /** Shown beside the name while the testimonial is an example; absent once the business confirms it. */
  exampleNote?: string
}

export const permissionNote = 'Shared with permission'

export function testimonialsFrom(list: BusinessFacts['testimonials']): Testimonial[] {
  return list.map((entry) => {
    const { id, name, occasion, quote, permission } = entry
    const note = exampleNote(entry, 'testimonial')
    return {
      id,
      name,
      occasion,
      quote,
      image: `/testimonials/${id}.svg`,
      ...(permission ? { permissionNote } : {}),
      ...(note ? { exampleNote: note } : {}),
    }
  })
}

export const testimonials = testimonialsFrom(entries)

export const testimonialsPerPage = 3
export const testimonialIntervalMs = 5000
