import { consoleWords } from '~/content/console'
import type { PhoneLinks } from '~/leads/contact-links'

/** One tap to message a customer on WhatsApp, which a screen reader names with whom and that it opens a tab. */
export function WhatsAppTap({ phone, name, className }: { phone: PhoneLinks; name: string; className: string }) {
  return (
    <a href={phone.whatsapp} target="_blank" rel="noopener noreferrer" className={className}>
      {consoleWords.whatsapp}
      <span className="sr-only">
        {' '}
        {name}, {phone.text} (opens in a new tab)
      </span>
    </a>
  )
}
