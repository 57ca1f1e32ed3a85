import type { BusinessFacts } from './business-schema'
import { exampleNote } from './example-marks'

// What customers told us, from the business's facts. A testimonial says it is shared with the customer's
// permission only when the entry records their consent, and that it is an example while the business has not
// confirmed it. Real customers' words are never shown beside invented ones: once any testimonial is confirmed,
// the examples are no longer shown. The examples' avatars are illustrations made for this site (scripts/media/),
// not photographs, and only an example shows one: a confirmed testimonial, or one added in the console, shows its
// initials, so no real customer is ever given an invented face.

export type Testimonial = {
  id: string
  name: string
  occasion: string
  quote: string
  /** The illustrated portrait of an example the site shipped with, while it is one; none for any other. */
  image?: string
  /** Two letters for the avatar of a testimonial without a portrait. */
  initials: string
  /** Shown under the quote when the customer agreed to be quoted by name; absent otherwise. */
  permissionNote?: string
  /** Shown beside the name while the testimonial is an example; absent once the business confirms it. */
  exampleNote?: string
}

export const permissionNote = 'Shared with permission'

/** Where the illustrated portrait of an example the site shipped with is. */
export const testimonialPortrait = (id: string) => `/testimonials/${id}.svg`

function initialsOf(name: string) {
  const words = name.split(/[\s&]+/u).filter(Boolean)
  const letters = words.length > 1 ? [words[0], words.at(-1) ?? ''] : words
  return letters.map((word) => Array.from(word)[0]?.toUpperCase() ?? '').join('')
}

/**
 * The testimonials a page shows: the confirmed ones, or while none is, the examples, each marked as one; an example
 * whose id is among `illustrated` (the shipped examples') with its portrait.
 */
export function testimonialsFrom(
  list: BusinessFacts['testimonials'],
  illustrated: ReadonlySet<string> = new Set(),
): Testimonial[] {
  const confirmed = list.filter((entry) => entry.confirmed)
  return (confirmed.length ? confirmed : list).map((entry) => {
    const { id, name, occasion, quote, consent } = entry
    const note = exampleNote(entry, 'testimonial')
    return {
      id,
      name,
      occasion,
      quote,
      ...(!entry.confirmed && illustrated.has(id) ? { image: testimonialPortrait(id) } : {}),
      initials: initialsOf(name),
      ...(consent ? { permissionNote } : {}),
      ...(note ? { exampleNote: note } : {}),
    }
  })
}

export const testimonialsPerPage = 3
export const testimonialIntervalMs = 5000
