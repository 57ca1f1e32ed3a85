import { Check } from 'lucide-react'
import { Link } from 'react-router'
import { FeatureIcon } from '~/components/sections/feature-icon'
import { PackagesHero } from '~/components/sections/packages-hero'
import { SectionHeading } from '~/components/sections/section-heading'
import {
  type FeatureGroup,
  bookingFeatures,
  featureTiles,
  featuresPage,
  partnerBenefits,
  walletFeatures,
  walletSteps,
} from '~/content/features'
import { pageMeta } from '~/seo'

export const meta = () =>
  pageMeta({
    title: 'Features',
    description:
      'Easy scheduling, verified reel-makers on the latest iPhones, delivery minutes after the shoot, an in-app wallet and secure payments, on the web and in the app.',
  })

export default function FeaturesPage() {
  const { tiles, booking, wallet, partners, cta } = featuresPage
  return (
    <>
      <PackagesHero intro={featuresPage.intro} />

      <section aria-labelledby="tiles-heading" className="container-page">
        <SectionHeading id="tiles-heading" title={tiles.title} text={tiles.text} />
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
      </section>

      <section aria-labelledby="booking-heading" className="container-page mt-24">
        <SectionHeading id="booking-heading" title={booking.title} text={booking.text} />
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          {bookingFeatures.map((group) => (
            <FeatureGroupCard key={group.id} group={group} />
          ))}
        </div>
      </section>

      <section aria-labelledby="wallet-heading" className="container-page mt-24">
        <div className="grid items-center gap-10 rounded-3xl border border-ink-line bg-gradient-to-br from-ink-raised to-ink p-6 sm:p-10 lg:grid-cols-2">
          <div>
            <SectionHeading id="wallet-heading" title={wallet.title} text={wallet.text} />
            <ol className="mt-8 grid gap-3 sm:grid-cols-2">
              {walletSteps.map((step, index) => (
                <li key={step} className="flex items-center gap-3 rounded-xl border border-ink-line bg-ink/60 px-4 py-3">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-accent/15 text-sm font-bold text-accent"
                  >
                    {index + 1}
                  </span>
                  {step}
                </li>
              ))}
            </ol>
          </div>
          <ul className="grid gap-4">
            {walletFeatures.map((item) => (
              <li key={item.title} className="flex gap-4 rounded-2xl border border-ink-line bg-ink-raised p-6">
                <FeatureIcon name={item.icon} />
                <div>
                  <h3 className="text-lg font-semibold">{item.title}</h3>
                  <p className="mt-1 text-muted">{item.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="partners-heading" className="container-page mt-24">
        <SectionHeading id="partners-heading" title={partners.title} text={partners.text} />
        <ul className="mt-12 grid gap-4 md:grid-cols-3">
          {partnerBenefits.map((item) => (
            <li key={item.title} className="rounded-2xl border border-ink-line bg-ink-raised p-6">
              <FeatureIcon name={item.icon} />
              <h3 className="mt-5 text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 text-muted">{item.description}</p>
            </li>
          ))}
        </ul>
      </section>

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

function FeatureGroupCard({ group }: { group: FeatureGroup }) {
  return (
    <article aria-labelledby={`${group.id}-heading`} className="rounded-3xl border border-ink-line bg-ink-raised p-6 sm:p-8">
      <div className="flex items-center gap-4">
        <FeatureIcon name={group.icon} />
        <h3 id={`${group.id}-heading`} className="text-2xl font-bold">
          {group.title}
        </h3>
      </div>
      <p className="mt-3 text-muted">{group.description}</p>
      <ul className="mt-6 divide-y divide-ink-line">
        {group.items.map((item) => (
          <li key={item.title} className="flex gap-3 py-4">
            <Check className="mt-1 size-5 shrink-0 text-accent" aria-hidden="true" />
            <div>
              <h4 className="font-semibold">{item.title}</h4>
              <p className="text-sm text-muted">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </article>
  )
}
