import { Link } from 'react-router'
import { TimelineList } from '~/components/sections/company-timeline'
import { PageHero } from '~/components/sections/page-hero'
import { facts } from '~/content/facts'
import { site } from '~/content/site'
import { timeline } from '~/content/timeline'
import { pageMeta } from '~/pages/seo'
import type { PageHandle } from '~/pages/page-handle'
import type { Route } from './+types/journey'

export const handle = {
  audience: 'public',
  scripts: false,
  cached: true,
  facts: ['patent', 'figures', 'funding', 'timeline'],
} satisfies PageHandle

export const meta = () =>
  pageMeta({
    title: 'Our Journey',
    description: `The milestones that brought ${site.brand} from an idea to a network of reel-makers across India.`,
  })

// The milestones come from the business's facts, which stay on the server.
export function loader() {
  return { milestones: timeline }
}

export default function Journey({ loaderData }: Route.ComponentProps) {
  const { milestones } = loaderData
  return (
    <>
      <PageHero
        eyebrow={`${milestones[0].date} to today`}
        title="Our Journey"
        lead={`The milestones that brought ${site.brand} from an idea at a friend’s wedding to ${facts.reelMakers} reel-makers in ${facts.cities.length} cities, and where we are going next.`}
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
