// Our patent application and where it stands, as the patent page tells it.
import { patent as application } from './business'
import type { BusinessFacts } from './business-schema'
import { inventionClaims, said } from './capabilities'
import type { FeatureIconName } from './features'

export type PatentStepStatus = 'Completed' | 'In Progress' | 'Upcoming'

/** A step of the application, dated in app/content/business.ts (`patent.steps`). */
export type DatedStep = BusinessFacts['patent']['steps'][number]

export type PatentStep = Omit<DatedStep, 'done' | 'from'> & { status: PatentStepStatus }

export type PatentStat = { label: string; value: string; detail: string }

export type PatentClaim = { title: string; description: string }

export type PatentTile = { title: string; description: string; icon: FeatureIconName }

export const patent = {
  badge: 'Patent Pending Technology',
  headline: 'Innovation in Progress',
  lead: 'The system that matches businesses with the right reel-maker, books the shoot and delivers the reels is our own invention, and it is on its way to becoming a patent.',
  application: {
    office: application.office,
    number: application.applicationNumber,
    status: application.status,
    filedOn: application.filedOn,
    filedOnIso: application.filedOnIso,
    title: application.title,
  },
  claims: [
    {
      title: 'AI creator matching',
      description:
        'Matches each business with the creator whose style, location, availability and past work fit the brief best.',
    },
    inventionClaims.booking,
    {
      title: 'Real-time content delivery',
      description: 'Moves edited reels from the creator’s phone to the customer minutes after the shoot ends.',
    },
    inventionClaims.payment,
  ] satisfies PatentClaim[],
  tiles: [
    {
      title: 'AI Platform',
      description: 'Models trained on thousands of shoots learn which creator suits which brief.',
      icon: 'brain',
    },
    {
      title: 'Security',
      description: said('app', 'patentSecurity'),
      icon: 'shield',
    },
    {
      title: 'Smart Matching',
      description: 'Style, distance, availability and ratings weighed together in seconds.',
      icon: 'users',
    },
    {
      title: 'Automation',
      description: said('app', 'patentAutomation'),
      icon: 'workflow',
    },
  ] satisfies PatentTile[],
  progressTitle: 'Patent Progress',
  steps: application.steps,
  banner: {
    title: 'Patent Application Under Review',
    text: 'Our application has passed its initial filing and is now in technical review. We will share each step here as it happens.',
  },
  stats: [
    { label: 'Processing Time', value: '45 days', detail: 'Since the review began' },
    { label: 'Review Phase', value: '2 of 3', detail: 'Technical review' },
    { label: 'Completion', value: '60%', detail: 'Of the process behind us' },
  ] satisfies PatentStat[],
  completionPercent: 60,
}

/** A step as the page shows it on `today` (YYYY-MM-DD, India's date). */
export function stepAsOf({ from, done, ...step }: DatedStep, today: string): PatentStep {
  return { ...step, status: done ? 'Completed' : from <= today ? 'In Progress' : 'Upcoming' }
}

/** The dated facts whose day has passed on `today` without being marked done, in words, for content:check. */
export function overdueDatedFacts(facts: Pick<BusinessFacts, 'patent'>, today: string) {
  return facts.patent.steps
    .filter((step) => !step.done && step.from < today)
    .map((step) => `patent.steps: '${step.title}' (${step.date}) was due on ${step.from} and is not marked done`)
}
