import { Link } from 'react-router'
import { SectionHeading } from '~/components/sections/home-sections'
import { ExampleMark } from '~/components/ui/example-mark'
import { useSite } from '~/components/layout/use-site'
import { shotOn } from '~/content/promises'
import { storyOf } from '~/content/story'
import { currentFacts } from '~/server/facts-store.server'
import { pageMeta, siteIn } from '~/pages/seo'
import type { PageHandle } from '~/pages/page-handle'
import type { Route } from './+types/our-story'

export const handle = {
  audience: 'public',
  scripts: false,
  cached: true,
  facts: ['figures', 'capabilities'],
} satisfies PageHandle

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(
    {
      title: 'Our Story',
      description: `Why we started ${siteIn(matches)?.brand ?? 'us'}: great reels, ${shotOn} by professionals, delivered while the moment is still happening.`,
    },
    matches,
  )
}

// The page's texts travel as loader data: what they say of booking and payment follows what the business offers
// today, whose words stay out of the page's script, and its figures are the business's as saved.
export async function loader() {
  return storyOf(await currentFacts())
}

export default function OurStory({ loaderData }: Route.ComponentProps) {
  const { missions, ourStory, storyStats, whatWeAre } = loaderData
  const site = useSite()
  return (
    <>
      <div className="scroll-fade-hero">
        <section className="relative overflow-hidden">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(50rem_26rem_at_50%_-10%,rgba(255,122,69,0.18),transparent_70%)]"
          />
          <div className="container-page relative pt-16 pb-14 text-center sm:pt-28 sm:pb-20">
            <p className="eyebrow">Our Story</p>
            <h1 className="mx-auto mt-5 max-w-4xl text-4xl font-bold sm:text-6xl">
              Your reels, while the moment still matters
            </h1>
            <p className="mx-auto mt-6 max-w-2xl text-lg text-muted">
              Why we started {site.brand}: great reels, {shotOn} by professionals, delivered while the moment is still
              happening.
            </p>
          </div>
        </section>
      </div>

      <section aria-label="In numbers" className="container-page">
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {storyStats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col rounded-3xl border border-ink-line bg-ink-raised px-3 py-6 text-center sm:px-6"
            >
              <dt className="text-sm text-muted">{stat.label}</dt>
              <dd className="order-first text-2xl font-bold tracking-tight text-paper sm:text-4xl">
                <span>{stat.value}</span>
                {stat.mark ? <ExampleMark>{stat.mark}</ExampleMark> : null}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="what-we-are" className="container-page mt-24 grid gap-10 lg:grid-cols-2">
        <SectionHeading id="what-we-are" eyebrow="The product" title={whatWeAre.title} />
        <div className="space-y-4 text-lg text-paper/85">
          {whatWeAre.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>

      <section aria-labelledby="how-it-started" className="container-page mt-24">
        <div className="rounded-3xl border border-ink-line bg-ink-raised p-8 sm:p-12">
          <SectionHeading id="how-it-started" eyebrow="The story" title={ourStory.title} />
          <div className="mt-8 max-w-3xl space-y-5 text-lg text-paper/85">
            {ourStory.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="mission" className="container-page mt-24">
        <SectionHeading id="mission" eyebrow="Our mission" title="What we are here to do" />
        <ol className="mt-10 grid gap-5 md:grid-cols-3">
          {missions.map((mission, index) => (
            <li key={mission.title} className="rounded-3xl border border-ink-line bg-ink-raised p-6 sm:p-7">
              <span className="text-sm font-bold text-accent" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="mt-3 text-xl font-semibold">{mission.title}</h3>
              <p className="mt-2 text-muted">{mission.description}</p>
            </li>
          ))}
        </ol>
        <div className="mt-12 flex flex-wrap gap-3">
          <Link to="/journey" className="button-primary">
            See our journey
          </Link>
          <Link to="/about" className="button-secondary">
            Meet the team
          </Link>
        </div>
      </section>
    </>
  )
}
