import { timeline as milestones } from './business'
import type { timelineIcons } from './business-schema'

// The company's milestones, oldest first, from the business's facts (app/content/business.ts): shown on the
// about page and on Our Journey.

export type TimelineIcon = (typeof timelineIcons)[number]

export type TimelineEvent = {
  date: string
  title: string
  content: string
  icon: TimelineIcon
  /** The milestone's colour: the ring and dot of its marker. */
  color: string
}

const colors = ['#ff7a45', '#f5b84a', '#7cc4fa', '#6ee7b7', '#f9a8d4', '#c4b5fd', '#fcd34d']

export const timeline: TimelineEvent[] = milestones.map((milestone, index) => ({
  date: milestone.date,
  title: milestone.title,
  content: milestone.text,
  icon: milestone.icon,
  color: colors[index % colors.length],
}))
