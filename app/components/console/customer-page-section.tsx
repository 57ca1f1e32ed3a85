import { Form } from 'react-router'
import { ConsoleSection } from './console-section'
import { formatTime } from './format'

type MailToCustomer = { id: number; subject: string; status: string; created_at: string }

type Props = {
  mails: MailToCustomer[]
  /** The customer's number as written, when they have one to send their page to. */
  whatsapp: string | null
  error: string | null
}

/**
 * What the customer of a request they follow on their own page has been told: the mails sent to them, and a way to
 * send them their page on WhatsApp. A booking's requests to move are in its own panel.
 */
export function CustomerPageSection({ mails, whatsapp, error }: Props) {
  return (
    <ConsoleSection
      id="customer"
      title="The customer's page"
      className="rounded-xl border border-ink-line bg-ink-raised p-4"
    >
      <h3 className="mt-4 text-sm font-semibold text-muted">Mails to the customer</h3>
      {mails.length ? (
        <ul className="mt-2 flex flex-col gap-2 text-sm">
          {mails.map((mail) => (
            <li key={mail.id}>
              {mail.subject}{' '}
              <span className="text-muted">
                · {mail.status} · {formatTime(mail.created_at, { zone: true })}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted">None yet.</p>
      )}
      {whatsapp ? (
        <Form method="post" reloadDocument target="_blank" className="mt-4">
          <input type="hidden" name="intent" value="whatsapp-page" />
          <button type="submit" className="button-secondary">
            Send their page on WhatsApp to {whatsapp}
          </button>
        </Form>
      ) : null}
      {error ? <p className="mt-2 text-sm text-red-300">{error}</p> : null}
    </ConsoleSection>
  )
}
