import { Info } from '~/components/icons/info'
import { Link } from 'react-router'
import { PlanCard } from '~/components/sections/package-card'
import { PackageList } from '~/components/sections/package-list'
import { PackagesHero } from '~/components/sections/packages-hero'
import { HeadedSection, SectionHeading } from '~/components/sections/section-heading'
import { pricingPage } from '~/content/package-pages'
import { type PackageCard as PackageContent, catalogueOf } from '~/content/packages'
import { currentFacts } from '~/server/facts-store.server'
import type { Route } from './+types/pricing'
import { pageMeta } from '~/pages/seo'
import type { PageHandle } from '~/pages/page-handle'

export const handle = {
  audience: 'public',
  scripts: false,
  cached: true,
  structuredData: { offers: 'plans', breadcrumb: { name: 'Pricing' } },
  facts: ['gst', 'packages', 'figures'],
} satisfies PageHandle

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(
    {
      title: 'Pricing',
      description:
        'Hourly and half-day plans and packages for weddings, corporate events and quick events. Prices in rupees, GST extra.',
    },
    matches,
  )
}

/** The packages at the terms the business's facts give them now. */
export async function loader() {
  return catalogueOf(await currentFacts())
}

/** Where each 'starting from' card leads for the full list of its packages. */
const packagePages: Record<string, { to: string; label: string }> = {
  wedding: pricingPage.sections.wedding.link,
  corporate: pricingPage.sections.corporate.link,
  'half-day': pricingPage.sections.quickEvent.link,
}

const jumpLinks = [
  { id: 'plans', title: pricingPage.sections.plans.title },
  { id: 'overview', title: pricingPage.sections.packages.title },
  { id: 'wedding', title: pricingPage.sections.wedding.title },
  { id: 'corporate', title: pricingPage.sections.corporate.title },
  { id: 'quick-event', title: pricingPage.sections.quickEvent.title },
]

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  const { bestsellers, packageCards, weddingPackages, corporatePackages, quickEventPackages } = loaderData
  const { sections } = pricingPage
  return (
    <>
      <PackagesHero intro={pricingPage.intro} />

      <nav aria-label={pricingPage.jumpLabel} className="container-page -mt-4 mb-14">
        <ul className="flex flex-wrap justify-center gap-2">
          {jumpLinks.map((link) => (
            <li key={link.id}>
              <a
                href={`#${link.id}`}
                className="inline-flex min-h-10 items-center rounded-full border border-ink-line bg-ink-raised px-4 text-sm font-medium text-paper/90 hover:border-accent hover:text-accent"
              >
                {link.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <HeadedSection id="plans" headingId="plans-heading" {...sections.plans} className="container-page">
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:max-w-4xl">
          {bestsellers.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} />
            </li>
          ))}
        </ul>
      </HeadedSection>

      <HeadedSection id="overview" headingId="overview-heading" {...sections.packages} className="container-page mt-24">
        <PackageList
          items={packageCards}
          className="mt-12 grid gap-6 md:grid-cols-3"
          startingFrom
          moreLinkFor={(item) => packagePages[item.id]}
        />
      </HeadedSection>

      <PackageGroup
        id="wedding"
        section={sections.wedding}
        items={weddingPackages}
        columns="md:grid-cols-2 xl:grid-cols-4"
      />
      <PackageGroup
        id="corporate"
        section={sections.corporate}
        items={corporatePackages}
        columns="md:grid-cols-2 lg:max-w-4xl"
      />
      <PackageGroup
        id="quick-event"
        section={sections.quickEvent}
        items={quickEventPackages}
        columns="md:grid-cols-2 lg:max-w-4xl"
      />

      <section aria-labelledby="notes-heading" className="container-page mt-24">
        <div className="rounded-3xl border border-ink-line bg-ink-raised p-6 sm:p-10">
          <h2 id="notes-heading" className="flex items-center gap-3 text-2xl font-bold">
            <Info className="size-6 text-accent" />
            {pricingPage.notesHeading}
          </h2>
          <ul className="mt-5 space-y-3 text-paper/85">
            {pricingPage.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
          <Link to={pricingPage.customQuote.to} className="button-primary mt-8">
            {pricingPage.customQuote.label}
          </Link>
        </div>
      </section>
    </>
  )
}

function PackageGroup({
  id,
  section,
  items,
  columns,
}: {
  id: string
  section: { title: string; text: string; link: { to: string; label: string } }
  items: PackageContent[]
  columns: string
}) {
  const headingId = `${id}-heading`
  return (
    <section id={id} aria-labelledby={headingId} className="container-page mt-24">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <SectionHeading id={headingId} title={section.title} text={section.text} />
        <Link to={section.link.to} className="button-secondary shrink-0">
          {section.link.label}
        </Link>
      </div>
      <PackageList items={items} className={`mt-12 grid gap-x-6 gap-y-10 ${columns}`} />
    </section>
  )
}
