import { PageHero } from '~/components/sections/page-hero'
import { CompanyTimeline } from '~/components/sections/company-timeline'
import { SectionHeading } from '~/components/sections/home-sections'
import { TeamGrid } from '~/components/sections/team-grid'
import { useSite } from '~/components/layout/use-site'
import { figureWords } from '~/content/figures'
import { promises } from '~/content/promises'
import { teamFrom } from '~/content/team'
import { timelineOf } from '~/content/timeline'
import { currentFacts } from '~/server/facts-store.server'
import { pageMeta, siteIn } from '~/pages/seo'
import type { Route } from './+types/about'
import type { PageHandle } from '~/pages/page-handle'

export const handle = {
  audience: 'public',
  scripts: true,
  cached: true,
  facts: ['patent', 'figures', 'funding', 'timeline', 'team'],
} satisfies PageHandle

export function meta({ data, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteIn(matches)
  return pageMeta(
    {
      title: 'About Us',
      description: `Meet the ${data?.team.length ?? ''} people who run ${site?.brand ?? 'us'} from ${site?.address.city ?? 'India'}, and the milestones of our journey so far.`,
    },
    matches,
  )
}

// The team, the timeline and the figures come from the business's facts as saved, which stay on the server: the
// page's script needs only what the loader hands it.
export async function loader() {
  const facts = await currentFacts()
  const { reelMakers, reelsDelivered } = figureWords(facts.figures)
  return { team: teamFrom(facts.team), timeline: timelineOf(facts), figures: { reelMakers, reelsDelivered } }
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { team: members, timeline: milestones, figures } = loaderData
  const site = useSite()
  return (
    <>
      <PageHero
        eyebrow={`${site.brand} · ${site.address.city}`}
        title={`The Team Behind ${site.brand}`}
        lead={`We are a young team in ${site.address.city} who believe every celebration and launch deserves great reels the same day. Together with ${figures.reelMakers} reel-makers we have delivered ${figures.reelsDelivered} reels so far.`}
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
          lead={`${milestones.length} milestones so far, and plans for ${promises.expansionPlan}.`}
        />
        <div className="mt-8">
          <CompanyTimeline events={milestones} />
        </div>
      </section>
    </>
  )
}
