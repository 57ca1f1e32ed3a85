import { CalendarCheck } from '~/components/icons/calendar-check'
import { Check } from '~/components/icons/check'
import { Sparkles } from '~/components/icons/sparkles'
import { Users } from '~/components/icons/users'
import { Wallet } from '~/components/icons/wallet'
import { Video } from '~/components/icons/video'
import { PageHero } from '~/components/sections/page-hero'
import { claimsOf } from '~/content/capabilities'
import { partnerPageOf } from '~/content/partner'
import { currentFacts } from '~/server/facts-store.server'
import { leadAction } from '~/leads/action.server'
import { kind } from '~/leads/partner_applications/entry'
import { PartnerForm } from '~/leads/partner_applications/form'
import { pageMeta } from '~/pages/seo'
import type { Route } from './+types/partner'
import type { PageHandle } from '~/pages/page-handle'

export const handle = {
  audience: 'public',
  scripts: true,
  forms: ['partner_applications'],
  cached: true,
} satisfies PageHandle

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(
    {
      title: 'Become a Partner',
      description: 'Shoot reels on your iPhone for weddings, brands and events, and get paid for your creativity.',
    },
    matches,
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  return leadAction(kind, request, context.clientAddress)
}

// The page's texts travel as loader data: what it says of pay follows the wallet's state, whose words stay out of
// the page's script.
export async function loader() {
  return { page: partnerPageOf(claimsOf(await currentFacts())) }
}

const benefitIcons = [CalendarCheck, Wallet, Sparkles, Video, Users]

export default function PartnerPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} lead={page.lead}>
        <a href="#apply" className="button-primary">
          Apply now
        </a>
      </PageHero>

      <PartnerSection id="why-join" heading={page.benefitsHeading}>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {page.benefits.map((benefit, index) => {
            const Icon = benefitIcons[index % benefitIcons.length]
            return (
              <li key={benefit.title} className="rounded-3xl border border-ink-line bg-ink-raised p-6">
                <Icon className="size-6 text-accent" />
                <h3 className="mt-4 text-lg font-semibold">{benefit.title}</h3>
                <p className="mt-2 text-muted">{benefit.description}</p>
              </li>
            )
          })}
        </ul>
      </PartnerSection>

      <PartnerSection id="requirements" heading={page.requirementsHeading}>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {page.requirements.map((requirement) => (
            <li key={requirement.title} className="flex gap-3">
              <Check className="mt-1 size-5 shrink-0 text-accent" />
              <div>
                <h3 className="font-semibold">{requirement.title}</h3>
                <p className="text-muted">{requirement.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </PartnerSection>

      <section id="apply" aria-labelledby="apply-heading" className="container-page pt-12 pb-24">
        <div className="rounded-3xl border border-ink-line bg-ink-raised p-6 sm:p-10">
          <h2 id="apply-heading" className="text-3xl font-bold">
            {page.formHeading}
          </h2>
          <p className="mt-2 mb-8 text-muted">{page.formLead}</p>
          <PartnerForm submitLabel={page.submitLabel} />
        </div>
      </section>
    </>
  )
}

/** A section of the partner page under its heading. */
function PartnerSection({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="container-page py-12">
      <h2 id={id} className="text-3xl font-bold">
        {heading}
      </h2>
      {children}
    </section>
  )
}
