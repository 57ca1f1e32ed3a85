import { Link } from 'react-router'
import { TimelineList } from '~/components/sections/company-timeline'
import { PageHero } from '~/components/sections/page-hero'
import { useSite } from '~/components/layout/use-site'
import { figureWords } from '~/content/figures'
import { promises } from '~/content/promises'
import { timelineOf } from '~/content/timeline'
import { currentFacts } from '~/server/facts-store.server'
import { pageMeta, siteIn } from '~/pages/seo'
import type { PageHandle } from '~/pages/page-handle'
import type { Route } from './+types/journey'

export const handle = {
  audience: 'public',
  scripts: false,
  cached: true,
  facts: ['patent', 'figures', 'funding', 'timeline'],
} satisfies PageHandle

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(
    {
      title: 'Our Journey',
      description: `The milestones that brought ${siteIn(matches)?.brand ?? 'us'} from an idea to a network of reel-makers across India.`,
    },
    matches,
  )
}

// The milestones and the figures come from the business's facts as saved, which stay on the server.
export async function loader() {
  const facts = await currentFacts()
  return { milestones: timelineOf(facts), reelMakers: figureWords(facts.figures).reelMakers }
}

export default function Journey({ loaderData }: Route.ComponentProps) {
  const { milestones, reelMakers } = loaderData
  const site = useSite()
  return (
    <>
      <PageHero
        eyebrow={`${milestones[0].date} to today`}
        title="Our Journey"
        lead={`The milestones that brought ${site.brand} from an idea at a friend’s wedding to ${reelMakers} reel-makers in ${promises.cities.length} cities, and where we are going next.`}
      >
        <Link to="/about" className="button-secondary">
          Meet the team
        </Link>
        <Link to="/our-story" className="button-secondary">
          Read our story
        </Link>
      </PageHero>
      <section aria-label="Milestones" className="container-page pt-6">
        <TimelineList events={milestones} />
      </section>
    </>
  )
}
