import { Clock } from '~/components/icons/clock'
import { useSite } from '~/components/layout/use-site'
import { BookButton } from '~/leads/bookings/book-button'
import { BenefitCards } from '~/components/sections/benefit-cards'
import { Price } from '~/components/sections/package-card'
import { PackageList } from '~/components/sections/package-list'
import { PackagesHero } from '~/components/sections/packages-hero'
import { HeadedSection } from '~/components/sections/section-heading'
import { reelPackagesPage } from '~/content/package-pages'
import { figureWords } from '~/content/figures'
import { catalogueOf } from '~/content/packages'
import { currentFacts } from '~/server/facts-store.server'
import type { Route } from './+types/reel-packages'
import { pageMeta } from '~/pages/seo'
import type { PageHandle } from '~/pages/page-handle'

export const handle = {
  audience: 'public',
  scripts: true,
  cached: true,
  structuredData: { offers: 'reel packages', breadcrumb: { name: 'Reel packages' } },
  facts: ['gst', 'packages', 'figures'],
} satisfies PageHandle

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(
    {
      title: 'Reel Packages',
      description: reelPackagesPage.intro.lead,
    },
    matches,
  )
}

/** The packages at the terms the business's facts give them now, and why book them, in its figures. */
export async function loader() {
  const facts = await currentFacts()
  return { ...catalogueOf(facts), benefits: reelPackagesPage.benefits(figureWords(facts.figures)) }
}

export default function ReelPackagesPage({ loaderData }: Route.ComponentProps) {
  const { hourlyPlan, packageCards, benefits } = loaderData
  const site = useSite()
  const { hourly } = reelPackagesPage
  return (
    <>
      <PackagesHero intro={reelPackagesPage.intro} />

      <section aria-labelledby="hourly-heading" className="container-page">
        <div className="relative overflow-hidden rounded-3xl border border-accent/50 bg-gradient-to-br from-accent/15 via-ink-raised to-ink-raised p-6 sm:p-10">
          <div className="grid items-center gap-8 lg:grid-cols-[1.3fr_1fr]">
            <div>
              <p className="inline-flex items-center gap-2 text-sm font-semibold text-accent">
                <Clock className="size-4" />
                {hourlyPlan.name}
              </p>
              <h2 id="hourly-heading" className="mt-3 text-3xl font-bold sm:text-4xl">
                {hourly.heading}
              </h2>
              <p className="mt-3 max-w-xl text-paper/85">{hourly.text}</p>
              <ul className="mt-6 grid gap-2 sm:grid-cols-2">
                {hourlyPlan.features.map((feature) => (
                  <li key={feature} className="flex items-center gap-2 text-paper/90">
                    <span className="size-1.5 rounded-full bg-accent" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
            </div>
            <div className="rounded-2xl border border-ink-line bg-ink/70 p-6">
              <Price amount={hourlyPlan.price} unit={hourlyPlan.unit} />
              <div className="mt-6">
                <BookButton packageId={hourlyPlan.id} label={hourly.bookLabel} />
              </div>
            </div>
          </div>
        </div>
      </section>

      <HeadedSection headingId="packages-heading" title={reelPackagesPage.packagesHeading}>
        <PackageList
          items={packageCards}
          className="mt-12 grid gap-6 md:grid-cols-3"
          startingFrom
          actionFor={(item) => <BookButton packageId={item.id} />}
        />
      </HeadedSection>

      <HeadedSection headingId="benefits-heading" title={reelPackagesPage.benefitsHeading(site.brand)}>
        <div className="mt-10">
          <BenefitCards items={benefits} />
        </div>
      </HeadedSection>
    </>
  )
}
