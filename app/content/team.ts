import { team as entries } from './business'
import type { BusinessFacts } from './business-schema'

// The people behind the site, from the business's facts (app/content/business.ts). Portraits are
// illustrations made for this site (scripts/make-media.ts), not photographs. A member's profile links are
// only those the business gave: never guessed from a name.

export type TeamMember = {
  id: string
  name: string
  designation: string
  image: string
  bio: string
  social: { linkedin?: string; instagram?: string }
}

export function teamFrom(list: BusinessFacts['team']): TeamMember[] {
  return list.map(({ id, name, designation, bio, links }) => ({
    id,
    name,
    designation,
    bio,
    image: `/team/${id}.svg`,
    social: links ?? {},
  }))
}

export const team = teamFrom(entries)
