import { FileText } from '~/components/icons/file-text'
import { Sparkles } from '~/components/icons/sparkles'
import { FeatureIcon } from '~/components/sections/feature-icon'
import { claimsOf } from '~/content/capabilities'
import { type PatentStep, patent, patentAsOf, patentTilesOf } from '~/content/patent'
import { indianDate } from '~/india/india-time'
import { currentFacts } from '~/server/facts-store.server'
import { pageMeta } from '~/pages/seo'
import type { PageHandle } from '~/pages/page-handle'
import type { Route } from './+types/patent'

export const handle = {
  audience: 'public',
  scripts: false,
  cached: true,
  facts: ['patent', 'capabilities'],
} satisfies PageHandle

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(
    {
      title: 'Patent',
      description:
        'Our patent-pending system for automated content creator-business matchmaking using AI: the application, its claims and where the review stands.',
    },
    matches,
  )
}

// The application's details are the business's facts as saved, which stay on the server; where it stands is worked out
// from their dates on the day the page is shown.
export async function loader() {
  const facts = await currentFacts()
  return { patent: { ...patent, tiles: patentTilesOf(claimsOf(facts)), ...patentAsOf(indianDate(), facts.patent) } }
}

export default function PatentPage({ loaderData }: Route.ComponentProps) {
  const { patent } = loaderData
  const { application } = patent
  return (
    <>
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 -top-40 mx-auto h-96 max-w-3xl glow"
        />
        <div className="container-page relative pt-16 pb-12 text-center sm:pt-24">
          <p className="eyebrow">
            <Sparkles className="size-4" />
            {patent.badge}
          </p>
          <h1 className="mx-auto mt-5 max-w-3xl text-4xl font-bold sm:text-5xl lg:text-6xl">{patent.headline}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted">{patent.lead}</p>
        </div>
      </section>

      <section aria-labelledby="application-heading" className="container-page">
        <div className="grid gap-6 lg:grid-cols-5">
          <div className="rounded-3xl border border-ink-line bg-ink-raised p-6 sm:p-8 lg:col-span-2">
            <div className="flex items-center gap-3">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-accent/12 text-accent">
                <FileText className="size-5" />
              </span>
              <h2 id="application-heading" className="text-xl font-semibold">
                Patent application
              </h2>
            </div>
            <dl className="mt-6 space-y-5">
              <div>
                <dt className="text-sm text-muted">Application number ({application.office})</dt>
                <dd className="mt-1 font-mono text-lg tracking-wide">{application.number}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">Status</dt>
                <dd className="mt-1">
                  <span className="inline-flex items-center gap-2 rounded-full border border-amber-300/40 bg-amber-300/10 px-3 py-0.5 text-sm font-semibold text-amber-200">
                    <span className="size-2 rounded-full bg-amber-300" aria-hidden="true" />
                    {application.status}
                  </span>
                </dd>
              </div>
              <div>
                <dt className="text-sm text-muted">Filing date</dt>
                <dd className="mt-1 text-lg">
                  <time dateTime={application.filedOnIso}>{application.filedOn}</time>
                </dd>
              </div>
              <div>
                <dt className="text-sm text-muted">Title of the invention</dt>
                <dd className="mt-1 text-lg font-medium text-balance">{application.title}</dd>
              </div>
            </dl>
          </div>

          <div className="rounded-3xl border border-ink-line bg-ink-raised p-6 sm:p-8 lg:col-span-3">
            <h2 className="text-xl font-semibold">Key claims</h2>
            <ol className="mt-6 space-y-5">
              {patent.claims.map((claim, index) => (
                <li key={claim.title} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-8 shrink-0 items-center justify-center rounded-full border border-accent/50 text-sm font-bold text-accent"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold first-letter:uppercase">{claim.title}</h3>
                    <p className="mt-1 text-muted">{claim.description}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </section>

      <section aria-labelledby="technology-heading" className="container-page mt-20">
        <h2 id="technology-heading" className="text-3xl font-bold sm:text-4xl">
          The technology behind it
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {patent.tiles.map((tile) => (
            <li key={tile.title} className="rounded-2xl border border-ink-line bg-ink-raised p-6">
              <FeatureIcon name={tile.icon} />
              <h3 className="mt-5 text-lg font-semibold">{tile.title}</h3>
              <p className="mt-2 text-sm text-muted">{tile.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="progress-heading" className="container-page mt-20">
        <h2 id="progress-heading" className="text-3xl font-bold sm:text-4xl">
          {patent.progressTitle}
        </h2>
        <ol className="relative mt-10 grid gap-8 md:grid-cols-3 md:gap-6">
          {patent.steps.map((step, index) => (
            <ProgressStep key={step.title} step={step} last={index === patent.steps.length - 1} />
          ))}
        </ol>
      </section>

      <section aria-labelledby="review-heading" className="container-page mt-20">
        <div className="overflow-hidden rounded-3xl border border-accent/40 bg-gradient-to-br from-accent/15 via-ink-raised to-ink-raised p-6 sm:p-10">
          <h2 id="review-heading" className="text-2xl font-bold sm:text-3xl">
            {patent.banner.title}
          </h2>
          <p className="mt-3 max-w-2xl text-paper/85">{patent.banner.text}</p>
          <dl className="mt-8 grid gap-4 sm:grid-cols-3">
            {patent.stats.map((stat) => (
              <div key={stat.label} className="rounded-2xl border border-ink-line bg-ink/60 p-5">
                <dt className="text-sm text-muted">{stat.label}</dt>
                <dd className="mt-1 text-3xl font-bold tracking-tight">{stat.value}</dd>
                <dd className="mt-1 text-sm text-muted">{stat.detail}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 h-2 overflow-hidden rounded-full bg-ink-line" aria-hidden="true">
            <div className="h-full rounded-full bg-accent" style={{ width: `${patent.completionPercent}%` }} />
          </div>
        </div>
      </section>
    </>
  )
}

const statusStyles: Record<PatentStep['status'], { dot: string; pill: string }> = {
  Completed: { dot: 'bg-emerald-400 ring-emerald-400/25', pill: 'border-emerald-400/40 text-emerald-300' },
  'In Progress': {
    dot: 'bg-accent ring-accent/30 motion-safe:animate-pulse-soft',
    pill: 'border-accent/50 text-accent',
  },
  Upcoming: { dot: 'bg-ink-line ring-ink-line/40', pill: 'border-ink-line text-muted' },
  Overdue: { dot: 'bg-amber-300 ring-amber-300/25', pill: 'border-amber-300/40 text-amber-200' },
}

function ProgressStep({ step, last }: { step: PatentStep; last: boolean }) {
  const style = statusStyles[step.status]
  return (
    <li className="relative pl-10 md:pt-10 md:pl-0" aria-current={step.status === 'In Progress' ? 'step' : undefined}>
      {last ? null : (
        <span
          aria-hidden="true"
          className={`absolute top-6 bottom-[-2rem] left-[0.6875rem] w-px md:top-[0.6875rem] md:right-[-1.5rem] md:bottom-auto md:left-6 md:h-px md:w-auto ${step.status === 'Completed' ? 'bg-emerald-400/60' : 'bg-ink-line'}`}
        />
      )}
      <span
        aria-hidden="true"
        data-status-dot
        className={`absolute top-1 left-0 size-6 rounded-full ring-8 md:top-0 ${style.dot}`}
      />
      <p className={`inline-flex rounded-full border px-3 py-0.5 text-sm font-semibold ${style.pill}`}>{step.status}</p>
      <h3 className="mt-3 text-xl font-semibold">{step.title}</h3>
      <p className="mt-1 text-sm font-medium text-paper/80">{step.when}</p>
      <p className="mt-2 text-muted">{step.description}</p>
    </li>
  )
}
