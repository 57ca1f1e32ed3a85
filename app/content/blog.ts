// The blog's own words, around the posts that come from the CMS.

export const blogWords = {
  lead: 'Guides and stories about planning, shooting and sharing reels for weddings, brands and events.',
  empty: 'No posts yet. Please check back soon.',
  /** While the CMS the posts come from cannot be reached and no copy of them is kept (docs/decisions/0112). */
  unavailable: {
    title: 'The blog is unavailable for a moment',
    lead: 'Our posts could not be loaded just now. Please try again in a minute.',
  },
} as const
