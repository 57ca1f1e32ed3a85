import { Link } from 'react-router'
import { BenefitCards } from '~/components/sections/benefit-cards'
import { FeatureGroupCard, WalletPanel } from '~/components/sections/feature-cards'
import { FeatureIcon } from '~/components/sections/feature-icon'
import { PackagesHero } from '~/components/sections/packages-hero'
import { HeadedSection, SectionHeading } from '~/components/sections/section-heading'
import { claimsOf } from '~/content/capabilities'
import {
  bookingFeaturesOf,
  featureTilesOf,
  featuresPageOf,
  partnerBenefitsOf,
  walletFeaturesOf,
  walletSteps,
} from '~/content/features'
import { figureWords } from '~/content/figures'
import { currentFacts } from '~/server/facts-store.server'
import { pageMeta } from '~/pages/seo'
import type { PageHandle } from '~/pages/page-handle'
import type { Route } from './+types/features'

export const handle = {
  audience: 'public',
  scripts: false,
  cached: true,
  facts: ['figures', 'capabilities'],
} satisfies PageHandle

export function meta({ data, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta({ title: 'Features', description: data?.featuresPage.intro.lead ?? '' }, matches)
}

// The page's texts travel as loader data: what they say of the app, payment and the wallet follows what the
// business offers today, whose words stay out of the page's script.
export async function loader() {
  const facts = await currentFacts()
  const figures = figureWords(facts.figures)
  const claims = claimsOf(facts)
  return {
    featuresPage: featuresPageOf(claims),
    featureTiles: featureTilesOf(figures, claims),
    bookingFeatures: bookingFeaturesOf(figures, claims),
    walletFeatures: walletFeaturesOf(claims),
    walletSteps,
    partnerBenefits: partnerBenefitsOf(claims),
  }
}

export default function FeaturesPage({ loaderData }: Route.ComponentProps) {
  const { featuresPage, featureTiles, bookingFeatures, walletFeatures, walletSteps, partnerBenefits } = loaderData
  const { tiles, booking, wallet, partners, cta } = featuresPage
  return (
    <>
      <PackagesHero intro={featuresPage.intro} />

      <HeadedSection headingId="tiles-heading" title={tiles.title} text={tiles.text} className="container-page">
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {featureTiles.map((tile) => (
            <li key={tile.id} className="group overflow-hidden rounded-3xl border border-ink-line bg-ink-raised">
              <img
                src={tile.image.src}
                width={tile.image.width}
                height={tile.image.height}
                alt={tile.image.alt}
                loading="lazy"
                decoding="async"
                className="aspect-[8/5] h-auto w-full border-b border-ink-line object-cover"
              />
              <div className="p-6">
                <FeatureIcon name={tile.icon} size="sm" />
                <h3 className="mt-4 text-xl font-semibold">{tile.title}</h3>
                <p className="mt-2 text-muted">{tile.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <HeadedSection headingId="booking-heading" title={booking.title} text={booking.text}>
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          {bookingFeatures.map((group) => (
            <FeatureGroupCard key={group.id} group={group} />
          ))}
        </div>
      </HeadedSection>

      <section aria-labelledby="wallet-heading" className="container-page mt-24">
        <WalletPanel
          heading={<SectionHeading id="wallet-heading" title={wallet.title} text={wallet.text} />}
          steps={walletSteps}
          features={walletFeatures}
        />
      </section>

      <HeadedSection headingId="partners-heading" title={partners.title} text={partners.text}>
        <div className="mt-12">
          <BenefitCards items={partnerBenefits} />
        </div>
      </HeadedSection>

      <section aria-labelledby="cta-heading" className="container-page mt-24">
        <div className="flex flex-col items-start gap-6 rounded-3xl border border-accent/40 bg-accent/8 p-6 sm:p-10 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="cta-heading" className="text-3xl font-bold">
              {cta.title}
            </h2>
            <p className="mt-2 text-paper/85">{cta.text}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link to={cta.pricing.to} className="button-primary">
              {cta.pricing.label}
            </Link>
            <Link to={cta.app.to} className="button-secondary">
              {cta.app.label}
            </Link>
          </div>
        </div>
      </section>
    </>
  )
}
