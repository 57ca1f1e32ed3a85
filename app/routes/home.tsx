import { ArrowRight } from '~/components/icons/arrow-right'
import { Link } from 'react-router'
import { BenefitCards } from '~/components/sections/benefit-cards'
import { HeroFigures } from '~/components/sections/hero-figures'
import { FeatureGroupCard, WalletPanel } from '~/components/sections/feature-cards'
import { PressStrip, SectionHeading } from '~/components/sections/home-sections'
import { PackageCard, PlanCard } from '~/components/sections/package-card'
import { TestimonialsCarousel } from '~/components/sections/testimonials-carousel'
import { figureWords } from '~/content/figures'
import { bookingFeaturesOf, featureTilesOf, partnerBenefitsOf, walletFeaturesOf, walletSteps } from '~/content/features'
import { homeHeadingsOf, homeHeroOf, newsletterSectionFor } from '~/content/home'
import { catalogueOf } from '~/content/packages'
import { claimsOf } from '~/content/capabilities'
import { confirmedCoverage } from '~/content/press'
import { featuredIn } from '~/content/press-marks'
import { illustratedTestimonials } from '~/content/testimonial-portraits.server'
import { testimonialIntervalMs, testimonialsFrom, testimonialsPerPage } from '~/content/testimonials'
import { leadAction } from '~/leads/action.server'
import { currentFacts } from '~/server/facts-store.server'
import { kind } from '~/leads/newsletter_subscribers/entry'
import { NewsletterForm } from '~/leads/newsletter_subscribers/form'
import { newsletterMessages } from '~/leads/newsletter_subscribers/messages'
import { pageMeta, siteIn } from '~/pages/seo'
import type { Route } from './+types/home'
import type { PageHandle } from '~/pages/page-handle'

export const handle = {
  audience: 'public',
  scripts: true,
  forms: ['newsletter_subscribers'],
  cached: true,
  canonical: '/',
  structuredData: { localBusiness: true, offers: 'plans' },
  facts: ['gst', 'packages', 'figures', 'offers', 'testimonials', 'coverage', 'capabilities'],
} satisfies PageHandle

export function meta({ matches }: Route.MetaArgs) {
  const site = siteIn(matches)
  return pageMeta({ title: site?.brand ?? 'Home', description: site?.description ?? '' }, matches)
}

// The newsletter form's submissions, with JavaScript and without.
export async function action({ request, context }: Route.ActionArgs) {
  return leadAction(kind, request, context.clientAddress)
}

// The page's texts travel as loader data rather than in its JavaScript: the home page has the tightest
// script budget of the site, and the words are in the HTML either way. The offer and the testimonials are the
// business's as it saved them in the console.
export async function loader() {
  const facts = await currentFacts()
  const catalogue = catalogueOf(facts)
  const figures = figureWords(facts.figures)
  const claims = claimsOf(facts)
  return {
    homeHero: homeHeroOf(figures),
    partnerBenefits: partnerBenefitsOf(claims),
    featureTiles: featureTilesOf(figures, claims),
    walletFeatures: walletFeaturesOf(claims),
    walletSteps,
    bookingFeatures: bookingFeaturesOf(figures, claims),
    newsletterSection: newsletterSectionFor(facts.offers.newsletter),
    newsletterMessages,
    headings: homeHeadingsOf(figures, claims),
    testimonials: testimonialsFrom(facts.testimonials, illustratedTestimonials),
    carousel: { perPage: testimonialsPerPage, intervalMs: testimonialIntervalMs },
    pressMarks: featuredIn(confirmedCoverage(facts.coverage)),
    pressStripTitle: claims.saidWhenLive('pressCoverage', 'strip'),
    bestsellers: catalogue.bestsellers,
    packageCards: catalogue.packageCards,
  }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { homeHero, partnerBenefits, featureTiles, walletFeatures, walletSteps } = loaderData
  const { bookingFeatures, newsletterSection, headings, testimonials, carousel, bestsellers, packageCards } = loaderData
  const { dashboard } = homeHero
  return (
    <>
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_70%_-10%,rgba(255,122,69,0.16),transparent_70%)]"
        />
        <div className="container-page relative grid items-center gap-12 pt-14 pb-16 sm:pt-20 lg:grid-cols-[1fr_1.15fr] lg:pt-24">
          <div>
            <p className="eyebrow">{homeHero.eyebrow}</p>
            <h1 className="mt-5 text-4xl font-bold sm:text-5xl lg:text-6xl">{homeHero.title}</h1>
            <p className="mt-5 max-w-xl text-lg text-muted">{homeHero.lead}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/book" className="button-primary">
                Book Now
              </Link>
              <Link to="/partner" className="button-secondary">
                Become a Partner <ArrowRight className="size-4" />
              </Link>
            </div>
            <HeroFigures layout="beside" />
          </div>
          <picture className="glow mx-auto block w-full max-w-[340px] md:max-w-none">
            <source
              media="(min-width: 768px)"
              srcSet={dashboard.desktop.src}
              width={dashboard.desktop.width}
              height={dashboard.desktop.height}
            />
            <img
              src={dashboard.mobile.src}
              alt={dashboard.alt}
              width={dashboard.mobile.width}
              height={dashboard.mobile.height}
              fetchPriority="high"
              className="h-auto w-full"
            />
          </picture>
        </div>
      </section>

      <PressStrip marks={loaderData.pressMarks} title={loaderData.pressStripTitle} />

      <HomeSection id="partner-benefits" heading={headings.partnerBenefits}>
        <BenefitCards items={partnerBenefits} />
      </HomeSection>

      <HomeSection id="bestsellers" heading={headings.bestsellers} className="mt-12 grid gap-6 md:grid-cols-2">
        {bestsellers.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </HomeSection>

      <HomeSection id="features" heading={headings.features}>
        <BenefitCards items={featureTiles} />
      </HomeSection>

      <section aria-labelledby="wallet" className="container-page mt-24">
        <WalletPanel
          heading={<SectionHeading id="wallet" {...headings.wallet} />}
          steps={walletSteps}
          features={walletFeatures}
        />
      </section>

      <HomeSection id="booking" heading={headings.booking} className="mt-10 grid gap-5 lg:grid-cols-2">
        {bookingFeatures.map((group) => (
          <FeatureGroupCard key={group.id} group={group} />
        ))}
      </HomeSection>

      <HomeSection id="packages" heading={headings.packages} className="mt-12 grid gap-6 lg:grid-cols-3">
        {packageCards.map((item) => (
          <PackageCard key={item.id} item={item} startingFrom />
        ))}
      </HomeSection>

      <section aria-labelledby="testimonials" className="container-page mt-24">
        <SectionHeading id="testimonials" {...headings.testimonials} center />
        <div className="mt-10">
          <TestimonialsCarousel
            testimonials={testimonials}
            perPage={carousel.perPage}
            intervalMs={carousel.intervalMs}
          />
        </div>
      </section>

      <section aria-labelledby="newsletter" className="container-page mt-24">
        <div className="relative overflow-hidden rounded-3xl border border-accent/40 bg-[radial-gradient(40rem_20rem_at_100%_0%,rgba(255,122,69,0.18),transparent_70%)] bg-ink-raised p-8 sm:p-12">
          <div className="grid items-center gap-8 lg:grid-cols-2">
            <div>
              <h2 id="newsletter" className="text-3xl font-bold sm:text-4xl">
                {newsletterSection.title}
              </h2>
              <p className="mt-3 text-muted">{newsletterSection.lead}</p>
            </div>
            <div className="lg:justify-self-end">
              <NewsletterForm messages={loaderData.newsletterMessages} />
            </div>
          </div>
        </div>
      </section>
    </>
  )
}

type HomeSectionProps = {
  id: string
  heading: Route.ComponentProps['loaderData']['headings'][keyof ReturnType<typeof homeHeadingsOf>]
  /** The classes of the block under the heading. */
  className?: string
  children: React.ReactNode
}

/** A section of the home page under its heading. */
function HomeSection({ id, heading, className = 'mt-10', children }: HomeSectionProps) {
  return (
    <section aria-labelledby={id} className="container-page mt-24">
      <SectionHeading id={id} {...heading} />
      <div className={className}>{children}</div>
    </section>
  )
}
