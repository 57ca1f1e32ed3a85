import { Link } from 'react-router'
import type { PhoneLinks } from '~/leads/contact-links'

/** One stored field of a lead as the console shows it, with what makes it one tap where it is a way to reach someone. */
type LeadField = {
  key: string
  label: string
  value: string
  phone: PhoneLinks | null
  email: string | null
  /** An earlier lead this one may repeat, to open beside it. */
  lead: { reference: string; href: string } | null
}

const contactLink = 'text-accent underline underline-offset-4'

/** Every stored field of a lead, label beside value. */
export function LeadFields({ fields }: { fields: LeadField[] }) {
  return (
    <dl className="mt-4 divide-y divide-ink-line rounded-xl border border-ink-line">
      {fields.map((field) => (
        <div key={field.key} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr]">
          <dt className="text-sm text-muted">{field.label}</dt>
          <dd className="break-words whitespace-pre-wrap">
            <FieldValue {...field} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** A field's value; a phone number to call or message on WhatsApp and an e-mail address to write to, in one tap. */
function FieldValue({ value, phone, email, lead }: LeadField) {
  if (lead) {
    return (
      <Link to={lead.href} className={contactLink}>
        {lead.reference}
      </Link>
    )
  }
  if (email) {
    return (
      <a href={`mailto:${email}`} className={contactLink}>
        {email}
      </a>
    )
  }
  if (phone) {
    return (
      <span className="flex flex-wrap gap-x-4 gap-y-1">
        <a href={phone.call} className={contactLink}>
          {phone.text}
        </a>
        <a href={phone.whatsapp} target="_blank" rel="noopener noreferrer" className={contactLink}>
          WhatsApp<span className="sr-only"> {phone.text} (opens in a new tab)</span>
        </a>
      </span>
    )
  }
  return value
}
