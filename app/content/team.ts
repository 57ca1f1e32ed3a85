import type { BusinessFacts } from './business-schema'
import { exampleNote } from './example-marks'

// The people behind the site, from the business's facts as they stand (a page's loader reads them). Portraits are
// illustrations made for this site (scripts/make-media.ts), not photographs. A member's profile links are
// only those the business gave: never guessed from a name. A member the business has not confirmed says so.

export type TeamMember = {
  id: string
  name: string
  designation: string
  image: string
  bio: string
  social: { linkedin?: string; instagram?: string }
  /** Shown beside the name while the member is an example; absent once the business confirms them. */
  exampleNote?: string
}

export function teamFrom(list: BusinessFacts['team']): TeamMember[] {
  return list.map((entry) => {
    const { id, name, designation, bio, links } = entry
    const note = exampleNote(entry, 'teamMember')
    return {
      id,
      name,
      designation,
      bio,
      image: `/team/${id}.svg`,
      social: links ?? {},
      ...(note ? { exampleNote: note } : {}),
    }
  })
}
