import { Link } from 'react-router'
import { consoleWords } from '~/content/console'
import type { PhoneLinks } from '~/leads/contact-links'
import { WhatsAppTap } from './whatsapp-tap'

export type LeadCardProps = {
  href: string
  title: string
  /** The kind of lead, and its package where it has one. */
  kind: string
  status: string | null
  /** When its first event is, or when it was received. */
  when: string
  phone: PhoneLinks | null
}

/**
 * A lead in a list on a phone, where a table would scroll sideways: who, what, where it stands and when, and one
 * tap to call them or write to them on WhatsApp.
 */
export function LeadCard({ href, title: name, kind, status, when, phone }: LeadCardProps) {
  return (
    <article className="rounded-xl border border-ink-line bg-ink-raised p-4">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-base font-semibold break-words">
          <Link to={href} className="text-accent underline-offset-4 hover:underline">
            {name}
          </Link>
        </h2>
        {status ? (
          <span className="shrink-0 rounded-full border border-ink-line px-2.5 py-0.5 text-xs font-medium">
            {status}
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-muted">{kind}</p>
      <p className="mt-1 text-sm">{when}</p>
      {phone ? (
        <div className="mt-3 grid grid-cols-2 gap-2">
          <a href={phone.call} className="button-secondary px-3">
            {consoleWords.call}
            <span className="sr-only">
              {' '}
              {name}, {phone.text}
            </span>
          </a>
          <WhatsAppTap phone={phone} name={name} className="button-secondary px-3" />
        </div>
      ) : null}
    </article>
  )
}
