import { PageHero } from '~/components/sections/page-hero'
import { CompanyTimeline } from '~/components/sections/company-timeline'
import { SectionHeading } from '~/components/sections/home-sections'
import { TeamGrid } from '~/components/sections/team-grid'
import { facts } from '~/content/facts'
import { site } from '~/content/site'
import { team } from '~/content/team'
import { timeline } from '~/content/timeline'
import { pageMeta } from '~/pages/seo'
import type { Route } from './+types/about'
import type { PageHandle } from '~/pages/page-handle'

export const handle = {
  audience: 'public',
  scripts: true,
  cached: true,
  facts: ['patent', 'figures', 'funding', 'timeline', 'team'],
} satisfies PageHandle

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta({
    title: 'About Us',
    description: `Meet the ${data?.team.length ?? ''} people who run ${site.brand} from ${site.address.city}, and the milestones of our journey so far.`,
  })

// The team and the timeline come from the business's facts, which stay on the server: the page's script
// needs only what the loader hands it.
export function loader() {
  return { team, timeline }
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { team: members, timeline: milestones } = loaderData
  return (
    <>
      <PageHero
        eyebrow={`${site.brand} · ${site.address.city}`}
        title={`The Team Behind ${site.brand}`}
        lead={`We are a young team in ${site.address.city} who believe every celebration and launch deserves great reels the same day. Together with ${facts.reelMakers} reel-makers we have delivered ${facts.reelsDelivered} reels so far.`}
      />
      <section aria-labelledby="team" className="container-page">
        <h2 id="team" className="sr-only">
          Our team
        </h2>
        <TeamGrid members={members} />
      </section>
      <section aria-labelledby="timeline" className="container-page mt-24">
        <SectionHeading
          id="timeline"
          eyebrow="Our journey"
          title="From a wedding side project to a company"
          lead={`${milestones.length} milestones so far, and plans for ${facts.expansionPlan}.`}
        />
        <div className="mt-8">
          <CompanyTimeline events={milestones} />
        </div>
      </section>
    </>
  )
}
