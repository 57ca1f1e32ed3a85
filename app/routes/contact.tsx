import { OfficeMap } from '~/components/forms/office-map'
import { PageHero } from '~/components/sections/page-hero'
import { ContactDetails } from '~/components/sections/contact-details'
import { hoursInSentence } from '~/content/journey'
import { useSite } from '~/components/layout/use-site'
import { type Site, telHref } from '~/content/site-of'
import { leadAction } from '~/leads/action.server'
import { kind } from '~/leads/contact_messages/entry'
import { ContactForm } from '~/leads/contact_messages/form'
import { pageMeta, siteIn } from '~/pages/seo'
import type { Route } from './+types/contact'
import type { PageHandle } from '~/pages/page-handle'

export const handle = {
  audience: 'public',
  scripts: true,
  forms: ['contact_messages'],
  cached: true,
  structuredData: { localBusiness: true, breadcrumb: { name: 'Contact' } },
  facts: ['email', 'phone', 'whatsapp', 'address', 'hours', 'map'],
} satisfies PageHandle

// Calling is offered only while the number is in service, not while it is an example.
const leadOf = (site: Site) =>
  `Questions about a booking, a package or a partnership? ${telHref(site.phone) ? 'Write to us or call' : 'Write to us'}; we answer ${hoursInSentence(site.hours)}.`

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteIn(matches)
  return site ? pageMeta({ title: 'Contact Us', description: leadOf(site) }, matches) : []
}

export async function action({ request, context }: Route.ActionArgs) {
  return leadAction(kind, request, context.clientAddress)
}

export default function ContactPage() {
  const lead = leadOf(useSite())
  return (
    <>
      <PageHero eyebrow="We answer daily" title="Contact Us" lead={lead} />
      <section className="container-page grid gap-10 pb-24 lg:grid-cols-[1fr_1.1fr]">
        <div className="space-y-8">
          <ContactDetails />
          <OfficeMap />
        </div>
        <div className="rounded-3xl border border-ink-line bg-ink-raised p-6 sm:p-8">
          <h2 className="text-2xl font-bold">Send us a message</h2>
          <p className="mt-1 mb-6 text-muted">We'll get back to you as soon as possible.</p>
          <ContactForm />
        </div>
      </section>
    </>
  )
}
