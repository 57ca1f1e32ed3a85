import { BenefitCards } from '~/components/sections/benefit-cards'
import { InquirySection } from '~/components/sections/inquiry-section'
import { PackageList } from '~/components/sections/package-list'
import { PackagePageJumps, PackagesHero } from '~/components/sections/packages-hero'
import { SectionHeading } from '~/components/sections/section-heading'
import { oneDayPage } from '~/content/package-pages'
import { figureWords } from '~/content/figures'
import { catalogueOf } from '~/content/packages'
import { currentFacts } from '~/server/facts-store.server'
import { leadAction } from '~/leads/action.server'
import { kind } from '~/leads/package_inquiries/entry'
import { InquiryForm } from '~/leads/package_inquiries/form'
import { pageMeta } from '~/pages/seo'
import type { Route } from './+types/one-day-packages'
import type { PageHandle } from '~/pages/page-handle'

export const handle = {
  audience: 'public',
  scripts: true,
  forms: ['package_inquiries'],
  cached: true,
  structuredData: { offers: 'quick-event packages', breadcrumb: { name: 'Quick-event packages' } },
  facts: ['gst', 'packages', 'figures'],
} satisfies PageHandle

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(
    {
      title: 'Quick-Event Packages',
      description:
        'A reel-maker for up to three hours: birthdays, parties, store openings and every event that fits in an afternoon.',
    },
    matches,
  )
}

/** The packages at the terms the business's facts give them now, and why book them, in its figures. */
export async function loader() {
  const facts = await currentFacts()
  return { ...catalogueOf(facts), benefits: oneDayPage.benefits(figureWords(facts.figures)) }
}

export async function action({ request, context }: Route.ActionArgs) {
  return leadAction(kind, request, context.clientAddress, { packageType: 'One Day' })
}

export default function OneDayPackagesPage({ loaderData }: Route.ComponentProps) {
  const { quickEventPackages, benefits } = loaderData
  return (
    <>
      <PackagesHero intro={oneDayPage.intro}>
        <PackagePageJumps {...oneDayPage.actions} />
      </PackagesHero>

      <section id="packages" aria-labelledby="packages-heading" className="container-page">
        <div className="grid items-start gap-12 md:grid-cols-2">
          <div>
            <SectionHeading id="packages-heading" title={oneDayPage.packagesHeading} />
            <PackageList items={quickEventPackages} className="mt-10 max-w-md" />
          </div>
          <section aria-labelledby="benefits-heading">
            <h2 id="benefits-heading" className="text-2xl font-bold">
              {oneDayPage.benefitsHeading}
            </h2>
            <div className="mt-8">
              <BenefitCards items={benefits} columns={1} />
            </div>
          </section>
        </div>
      </section>

      <InquirySection intro={oneDayPage.inquiry}>
        <InquiryForm packageType="One Day" />
      </InquirySection>
    </>
  )
}
