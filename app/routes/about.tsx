import { PageHero } from '~/components/sections/page-hero'
import { CompanyTimeline } from '~/components/sections/company-timeline'
import { SectionHeading } from '~/components/sections/home-sections'
import { TeamGrid } from '~/components/sections/team-grid'
import { facts } from '~/content/facts'
import { site } from '~/content/site'
import { team } from '~/content/team'
import { timeline } from '~/content/timeline'
import { pageMeta } from '~/seo'

export const meta = () =>
  pageMeta({
    title: 'About Us',
    description: `Meet the ${team.length} people who run ${site.brand} from Hyderabad, and the milestones of our journey so far.`,
  })

export default function About() {
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
        <TeamGrid members={team} />
      </section>
      <section aria-labelledby="timeline" className="container-page mt-24">
        <SectionHeading
          id="timeline"
          eyebrow="Our journey"
          title="From a wedding side project to a company"
          lead={`${timeline.length} milestones so far, and plans for ${facts.expansionPlan}.`}
        />
        <div className="mt-8">
          <CompanyTimeline events={timeline} />
        </div>
      </section>
    </>
  )
}
