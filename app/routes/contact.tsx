import { Clock, type LucideIcon, Mail, MapPin, MessageCircle, Phone } from 'lucide-react'
import { ContactForm } from '~/components/forms/contact-form'
import { OfficeMap } from '~/components/forms/office-map'
import { PageHero } from '~/components/sections/page-hero'
import { ExampleMark } from '~/components/ui/example-mark'
import { exampleMarks, site, telHref, whatsappMessages } from '~/content/site'
import { whatsappHref } from '~/whatsapp'
import { leadAction } from '~/server/lead-actions.server'
import { pageMeta } from '~/seo'
import type { Route } from './+types/contact'

export const meta = () =>
  pageMeta({
    title: 'Contact Us',
    description:
      'Questions about a booking, a package or a partnership? Write to us or call; we answer daily from 9:00 AM to 9:00 PM.',
  })

export async function action({ request, context }: Route.ActionArgs) {
  return leadAction('contact_messages', request, context.clientAddress)
}

export default function ContactPage() {
  const { street, city, region, postalCode, country, confirmed } = site.address
  const phoneHref = telHref(site.phone)
  const whatsapp = whatsappHref(whatsappMessages.general)
  return (
    <>
      <PageHero
        eyebrow="We answer daily"
        title="Contact Us"
        lead="Questions about a booking, a package or a partnership? Write to us or call; we answer daily from 9:00 AM to 9:00 PM."
      />
      <section className="container-page grid gap-10 pb-24 lg:grid-cols-[1fr_1.1fr]">
        <div className="space-y-8">
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
            <ContactItem icon={MapPin} title="Location">
              <address className="text-muted not-italic">
                {street}
                <br />
                {city}, {region} {postalCode}, {country}
                {confirmed ? null : (
                  <>
                    <br />
                    <ExampleMark>{exampleMarks.address}</ExampleMark>
                  </>
                )}
              </address>
            </ContactItem>
            <ContactItem icon={Clock} title="Business hours">
              <p className="text-muted">{site.hours.label}</p>
            </ContactItem>
            <ContactItem icon={Phone} title="Phone">
              {phoneHref ? (
                <a href={phoneHref} className={linkClass}>
                  {site.phone.text}
                </a>
              ) : (
                <p className="text-muted">
                  {site.phone.text}
                  <br />
                  <ExampleMark>{exampleMarks.phone}</ExampleMark>
                </p>
              )}
            </ContactItem>
            {whatsapp ? (
              <ContactItem icon={MessageCircle} title="WhatsApp">
                <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {whatsappMessages.linkLabel}
                </a>
              </ContactItem>
            ) : null}
            <ContactItem icon={Mail} title="Email">
              <a href={`mailto:${site.email}`} className={linkClass}>
                {site.email}
              </a>
            </ContactItem>
          </ul>
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

const linkClass = 'text-paper underline underline-offset-2 hover:text-accent'

function ContactItem({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-4">
      <Icon className="mt-1 size-5 shrink-0 text-accent" aria-hidden="true" />
      <div>
        <h2 className="font-semibold">{title}</h2>
        {children}
      </div>
    </li>
  )
}
