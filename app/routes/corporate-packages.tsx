import { InquirySection } from '~/components/sections/inquiry-section'
import { PackageList } from '~/components/sections/package-list'
import { PackagePageJumps, PackagesHero } from '~/components/sections/packages-hero'
import { HeadedSection } from '~/components/sections/section-heading'
import { corporatePage } from '~/content/package-pages'
import { catalogueOf } from '~/content/packages'
import { currentFacts } from '~/server/facts-store.server'
import { leadAction } from '~/leads/action.server'
import { kind } from '~/leads/package_inquiries/entry'
import { InquiryForm } from '~/leads/package_inquiries/form'
import { pageMeta } from '~/pages/seo'
import type { Route } from './+types/corporate-packages'
import type { PageHandle } from '~/pages/page-handle'

export const handle = {
  audience: 'public',
  scripts: true,
  forms: ['package_inquiries'],
  cached: true,
  structuredData: { offers: 'corporate packages', breadcrumb: { name: 'Corporate packages' } },
  facts: ['gst', 'packages', 'figures'],
} satisfies PageHandle

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(
    {
      title: 'Corporate Packages',
      description:
        'Corporate reel packages: a one-day booking for your event, or a month of reels, live stories and interviews for your brand.',
    },
    matches,
  )
}

/** The packages at the terms the business's facts give them now. */
export async function loader() {
  return catalogueOf(await currentFacts())
}

export async function action({ request, context }: Route.ActionArgs) {
  return leadAction(kind, request, context.clientAddress, { packageType: 'Corporate' })
}

export default function CorporatePackagesPage({ loaderData }: Route.ComponentProps) {
  const { corporatePackages } = loaderData
  const { actions } = corporatePage
  return (
    <>
      <PackagesHero intro={corporatePage.intro}>
        <PackagePageJumps {...actions} />
      </PackagesHero>

      <HeadedSection
        id="packages"
        headingId="packages-heading"
        title={corporatePage.packagesHeading}
        className="container-page"
      >
        <PackageList
          items={corporatePackages}
          className="mx-auto mt-12 grid max-w-4xl gap-x-6 gap-y-10 md:grid-cols-2"
        />
      </HeadedSection>

      <InquirySection intro={corporatePage.inquiry}>
        <InquiryForm packageType="Corporate" />
      </InquirySection>
    </>
  )
}
