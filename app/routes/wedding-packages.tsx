import { Check } from '~/components/icons/check'
import { Link } from 'react-router'
import { InquirySection } from '~/components/sections/inquiry-section'
import { PackageList } from '~/components/sections/package-list'
import { PackagesHero } from '~/components/sections/packages-hero'
import { HeadedSection } from '~/components/sections/section-heading'
import { weddingPage } from '~/content/package-pages'
import { catalogueOf } from '~/content/packages'
import { currentFacts } from '~/server/facts-store.server'
import { leadAction } from '~/leads/action.server'
import { kind } from '~/leads/package_inquiries/entry'
import { InquiryForm } from '~/leads/package_inquiries/form'
import { pageMeta } from '~/pages/seo'
import type { Route } from './+types/wedding-packages'
import type { PageHandle } from '~/pages/page-handle'

export const handle = {
  audience: 'public',
  scripts: true,
  forms: ['package_inquiries'],
  cached: true,
  structuredData: { offers: 'wedding packages', breadcrumb: { name: 'Wedding packages' } },
  facts: ['eventCoverage', 'gst', 'packages', 'figures'],
} satisfies PageHandle

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(
    {
      title: 'Wedding Packages',
      description:
        'Wedding reel packages from a single event to the complete wedding: Basic, Silver, Gold and Platinum, with reels delivered about 10 minutes after the shoot.',
    },
    matches,
  )
}

/** The packages at the terms the business's facts give them now. */
export async function loader() {
  return catalogueOf(await currentFacts())
}

export async function action({ request, context }: Route.ActionArgs) {
  return leadAction(kind, request, context.clientAddress, { packageType: 'Wedding' })
}

export default function WeddingPackagesPage({ loaderData }: Route.ComponentProps) {
  const { weddingInclusions, weddingPackages } = loaderData
  const { actions } = weddingPage
  return (
    <>
      <PackagesHero intro={weddingPage.intro}>
        <Link to={actions.bookNow.to} className="button-primary">
          {actions.bookNow.label}
        </Link>
        <Link to={actions.learnMore.to} className="button-secondary">
          {actions.learnMore.label}
          <span className="sr-only">{actions.learnMore.hiddenContext}</span>
        </Link>
      </PackagesHero>

      <HeadedSection
        id="packages"
        headingId="packages-heading"
        title={weddingPage.packagesHeading}
        className="container-page"
      >
        <PackageList items={weddingPackages} className="mt-12 grid gap-x-6 gap-y-10 md:grid-cols-2 xl:grid-cols-4" />
        <div className="mt-10 rounded-2xl border border-ink-line bg-ink-raised/60 p-6">
          <h3 className="font-semibold">{weddingPage.inclusionsHeading}</h3>
          <ul className="mt-3 flex flex-wrap gap-x-8 gap-y-2">
            {weddingInclusions.map((inclusion) => (
              <li key={inclusion} className="flex items-center gap-2 text-paper/90">
                <Check className="size-4 text-accent" />
                {inclusion}
              </li>
            ))}
          </ul>
        </div>
      </HeadedSection>

      <InquirySection intro={weddingPage.inquiry}>
        <InquiryForm packageType="Wedding" />
      </InquirySection>
    </>
  )
}
