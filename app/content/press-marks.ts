import type { PressItem } from './press'

// The "As featured in" strip on the home page: one mark per outlet whose story about us the business has
// confirmed, linked to that story. The wordmarks under public/press/ are drawn for this site
// (scripts/make-media.ts) for the example coverage; a confirmed outlet without a logo is named in text.

export type PressMark = {
  id: string
  name: string
  image?: { src: string; width: number; height: number }
  coverage: { title: string; url: string }
}

/** The wordmarks scripts/make-media.ts draws for the example coverage, by file name. */
export const drawnMarks: [string, string][] = [
  ['startup-courier', 'Startup Courier'],
  ['creator-weekly', 'Creator Economy Weekly'],
]

export const pressMarkSize = { width: 200, height: 48 }

/** One mark per outlet of the confirmed coverage, in order, each leading to the outlet's story. */
export function featuredIn(stories: PressItem[]): PressMark[] {
  const seen = new Set<string>()
  return stories.flatMap((story) => {
    if (!story.external || seen.has(story.source)) return []
    seen.add(story.source)
    return [
      {
        id: story.id,
        name: story.source,
        ...(story.logo ? { image: { src: story.logo, ...pressMarkSize } } : {}),
        coverage: { title: story.title, url: story.url },
      },
    ]
  })
}
