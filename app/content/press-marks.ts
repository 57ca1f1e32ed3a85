import type { PressItem } from './press'

// The featured-in strip on the home page. The marks are wordmarks drawn for this site
// (scripts/make-media.ts) with generic publication names, not copies of any outlet's logo.

export type PressMark = {
  id: string
  name: string
  image: string
  width: number
  height: number
  coverage?: { title: string; url: string }
}

const names: [string, string][] = [
  ['deccan-ledger', 'The Deccan Ledger'],
  ['startup-courier', 'Startup Courier'],
  ['metro-business-daily', 'Metro Business Daily'],
  ['creator-weekly', 'Creator Economy Weekly'],
  ['tech-bharat', 'TechBharat Review'],
  ['frame-journal', 'The Frame Journal'],
]

export const pressMarks: PressMark[] = names.map(([id, name]) => ({
  id,
  name,
  image: `/press/${id}.svg`,
  width: 200,
  height: 48,
}))

/**
 * The marks, with a link to the coverage for each outlet that wrote its own story about us. As in the spec,
 * that is two of them: our press release, though published by an outlet, is not its story.
 */
export function withCoverage(marks: PressMark[], items: PressItem[]): PressMark[] {
  return marks.map((mark) => {
    const story = items.find((item) => item.source === mark.name && item.category !== 'Press Release')
    return story ? { ...mark, coverage: { title: story.title, url: story.url } } : mark
  })
}
