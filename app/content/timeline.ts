import type { BusinessFacts, timelineIcons } from './business-schema'
import { stillToComeOf } from './capabilities/still-to-come'
import { exampleNote } from './example-marks'

// The company's milestones, oldest first, from the business's facts as they stand (a page's loader reads them):
// shown on the about page and on Our Journey, each saying so while it is an example.

export type TimelineIcon = (typeof timelineIcons)[number]

export type TimelineEvent = {
  date: string
  title: string
  content: string
  icon: TimelineIcon
  /** The milestone's colour: the ring and dot of its marker. */
  color: string
  /** Shown under the title while the milestone (or the funding round it names) is an example. */
  exampleNote?: string
}

const colors = ['#ff7a45', '#f5b84a', '#7cc4fa', '#6ee7b7', '#f9a8d4', '#c4b5fd', '#fcd34d']

type Milestone = Omit<TimelineEvent, 'color'>

/**
 * A milestone as written; the funding round it names, told in the words of the round's figures; or what is still
 * to come of online payment and the app, in the words of app/content/capabilities/ (none once both have come).
 */
export function milestoneOf(
  entry: BusinessFacts['timeline'][number],
  facts: Pick<BusinessFacts, 'funding' | 'capabilities' | 'brand'>,
): Milestone | null {
  if ('stillToCome' in entry) {
    const coming = stillToComeOf(facts.capabilities, facts.brand.name).milestone
    return coming && { date: coming.date, title: coming.title, content: coming.text, icon: 'app' }
  }
  if (!('fundingRound' in entry)) {
    const note = exampleNote(entry, 'milestone')
    return {
      date: entry.date,
      title: entry.title,
      content: entry.text,
      icon: entry.icon,
      ...(note ? { exampleNote: note } : {}),
    }
  }
  const round = facts.funding.find((candidate) => candidate.id === entry.fundingRound)
  if (!round) throw new Error(`timeline: no funding round '${entry.fundingRound}' in app/content/business.ts`)
  const note = exampleNote(round, 'milestone')
  return {
    date: round.date,
    title: `${round.round} round of ${round.amount}`,
    content: `Backers invest ${round.amount} at a ${round.valuation} valuation. The round funds ${round.funds}.`,
    icon: 'funding',
    ...(note ? { exampleNote: note } : {}),
  }
}

/** The milestones as the pages show them. */
export function timelineOf(
  facts: Pick<BusinessFacts, 'timeline' | 'funding' | 'capabilities' | 'brand'>,
): TimelineEvent[] {
  return facts.timeline
    .flatMap((entry) => milestoneOf(entry, facts) ?? [])
    .map((milestone, index) => ({ ...milestone, color: colors[index % colors.length] }))
}
