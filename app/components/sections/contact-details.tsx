import { Clock } from '~/components/icons/clock'
import type { Icon as IconComponent } from '~/components/icons/outline-icon'
import { Mail } from '~/components/icons/mail'
import { MapPin } from '~/components/icons/map-pin'
import { MessageCircle } from '~/components/icons/message-circle'
import { Phone } from '~/components/icons/phone'
import { ExampleMark } from '~/components/ui/example-mark'
import { exampleMarks } from '~/content/example-marks'
import { useSite } from '~/components/layout/use-site'
import { type ContactNumber, mailtoHref, telHref, whatsappMessagesOf } from '~/content/site-of'
import { whatsappHref } from '~/content/whatsapp'

/**
 * How to reach us, as the contact page lists it: address, hours, phone, WhatsApp and e-mail as the business
 * saved them. An example number or e-mail address is shown as one and not linked; WhatsApp is offered only for
 * a confirmed number (the business's unless one is given).
 */
export function ContactDetails({ whatsappNumber }: { whatsappNumber?: ContactNumber }) {
  const site = useSite()
  const { street, city, region, postalCode, country, confirmed } = site.address
  const phoneHref = telHref(site.phone)
  const emailHref = mailtoHref(site.emails.general)
  const whatsappMessages = whatsappMessagesOf(site.brand)
  const whatsapp = whatsappHref(whatsappMessages.general, whatsappNumber ?? site.whatsapp)
  return (
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
        {emailHref ? (
          <a href={emailHref} className={linkClass}>
            {site.email}
          </a>
        ) : (
          <p className="text-muted">
            {site.email}
            <br />
            <ExampleMark>{exampleMarks.email}</ExampleMark>
          </p>
        )}
      </ContactItem>
    </ul>
  )
}

const linkClass = 'text-paper underline underline-offset-2 hover:text-accent'

function ContactItem({
  icon: Icon,
  title,
  children,
}: {
  icon: IconComponent
  title: string
  children: React.ReactNode
}) {
  return (
    <li className="flex gap-4">
      <Icon className="mt-1 size-5 shrink-0 text-accent" />
      <div>
        <h2 className="font-semibold">{title}</h2>
        {children}
      </div>
    </li>
  )
}
