import { pressItems } from './press'

// The featured-in strip on the home page. The marks are wordmarks drawn for this site
// (scripts/make-media.ts) with generic publication names, not copies of any outlet's logo. As in the spec,
// two of them link to the coverage: the outlets' own stories (our press release is not one).

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

export const pressMarks: PressMark[] = names.map(([id, name]) => {
  const story = pressItems.find((item) => item.source === name && item.category !== 'Press Release')
  return {
    id,
    name,
    image: `/press/${id}.svg`,
    width: 200,
    height: 48,
    ...(story ? { coverage: { title: story.title, url: story.url } } : {}),
  }
})
