// Our patent application and where it stands, as the patent page tells it. Where it stands is worked out from
// the dated steps of the business's facts as saved (the page's loader reads them) on the day the page is shown, by
// the same rule `npm run content:check` reads, so the page can never show a step as in progress long after it
// was due.
import type { BusinessFacts } from './business-schema'
import { type Claims, inventionClaims } from './capabilities'
import { shownAs } from './example-marks'
import type { FeatureIconName } from './features'

export type PatentStepStatus = 'Completed' | 'In Progress' | 'Upcoming' | 'Overdue'

/** A step of the application, dated in the business's facts (`patent.steps`). */
export type DatedStep = BusinessFacts['patent']['steps'][number]

export type PatentStep = Omit<DatedStep, 'done' | 'from' | 'until'> & {
  status: PatentStepStatus
  /** When it happens, as the page writes it: 'Q2 2024', or 'Expected Q2 2024, not yet decided' once overdue. */
  when: string
}

export type PatentStat = { label: string; value: string; detail: string }

export type PatentClaim = { title: string; description: string }

export type PatentTile = { title: string; description: string; icon: FeatureIconName }

export const patent = {
  badge: 'Patent Pending Technology',
  headline: 'Innovation in Progress',
  lead: 'The system that matches businesses with the right reel-maker, books the shoot and delivers the reels is our own invention, and it is on its way to becoming a patent.',
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
  progressTitle: 'Patent Progress',
  bannerTitle: 'Patent Application Under Review',
}

/** What the invention does, with what it says of the app as the business offers it today. */
export const patentTilesOf = ({ said }: Claims): PatentTile[] => [
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
]

const dayMs = 86_400_000

function daysBetween(from: string, to: string) {
  return Math.round((Date.parse(to) - Date.parse(from)) / dayMs)
}

/**
 * Each step's state on `today` (YYYY-MM-DD, India's date): done is Completed; a step whose last expected day has
 * passed without being done is Overdue; a step whose days have come is In Progress once every step before it is
 * done; any other is Upcoming.
 */
export function stepStatuses(steps: readonly DatedStep[], today: string): PatentStepStatus[] {
  return steps.map((step, index) => {
    if (step.done) return 'Completed'
    if (step.until < today) return 'Overdue'
    const previousDone = steps.slice(0, index).every((before) => before.done)
    return step.from <= today && previousDone ? 'In Progress' : 'Upcoming'
  })
}

/** How an overdue step says when it was expected: 'Expected Q2 2024, not yet decided'. */
function overdueWhen(step: DatedStep) {
  return `Expected ${step.date}, not yet decided`
}

/**
 * The patent page on `today`: the application as saved, and the steps, the banner and the stats, all from the
 * dates and the steps done.
 */
export function patentAsOf(today: string, application: BusinessFacts['patent']) {
  const { steps } = application
  const statuses = stepStatuses(steps, today)
  const shown: PatentStep[] = steps.map(({ from: _from, until: _until, done: _done, ...step }, index) => ({
    ...step,
    status: statuses[index],
    when: statuses[index] === 'Overdue' ? overdueWhen(steps[index]) : step.date,
  }))
  const done = statuses.filter((status) => status === 'Completed').length
  const currentIndex = statuses.findIndex((status) => status !== 'Completed')
  const current = currentIndex === -1 ? null : steps[currentIndex]
  const completionPercent = Math.round((done / steps.length) * 100)
  const days = Math.max(0, daysBetween(application.filedOnIso, today))
  return {
    application: {
      office: application.office,
      number: shownAs(application, application.applicationNumber, 'patentNumber'),
      status: application.status,
      filedOn: application.filedOn,
      filedOnIso: application.filedOnIso,
      title: application.title,
    },
    steps: shown,
    banner: { title: patent.bannerTitle, text: bannerText(steps, statuses) },
    stats: [
      {
        label: 'Processing Time',
        value: `${days.toLocaleString('en-IN')} ${days === 1 ? 'day' : 'days'}`,
        detail: `Since the application was filed on ${application.filedOn}`,
      },
      {
        label: 'Review Phase',
        value: `${current ? currentIndex + 1 : steps.length} of ${steps.length}`,
        detail: current
          ? statuses[currentIndex] === 'Overdue'
            ? `${current.title}, expected ${current.date}`
            : current.title
          : 'Every step completed',
      },
      {
        label: 'Completion',
        value: `${completionPercent}%`,
        detail: `${done} of ${steps.length} steps completed`,
      },
    ] satisfies PatentStat[],
    completionPercent,
  }
}

function bannerText(steps: readonly DatedStep[], statuses: PatentStepStatus[]) {
  const currentIndex = statuses.findIndex((status) => status !== 'Completed')
  if (currentIndex === -1) return 'Every step of our application is completed.'
  const current = steps[currentIndex]
  const name = current.title.toLowerCase()
  const behind =
    currentIndex > 0 ? `Our application has passed its ${steps[currentIndex - 1].title.toLowerCase()}. ` : ''
  const where =
    statuses[currentIndex] === 'Overdue'
      ? `The ${name} was expected in ${current.date} and has not been decided yet.`
      : statuses[currentIndex] === 'In Progress'
        ? `It is now in ${name}.`
        : `Its ${name} is expected in ${current.date}.`
  return `${behind}${where} We will share each step here as it happens.`
}

/** The dated facts that are overdue on `today` by the page's own rule, in words, for content:check. */
export function overdueDatedFacts(facts: Pick<BusinessFacts, 'patent'>, today: string) {
  const statuses = stepStatuses(facts.patent.steps, today)
  return facts.patent.steps
    .filter((_step, index) => statuses[index] === 'Overdue')
    .map((step) => `patent.steps: '${step.title}' (${step.date}) was due by ${step.until} and is not marked done`)
}
