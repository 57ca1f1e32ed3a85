import { consoleWords } from '~/content/console'
import type { PhoneLinks } from '~/leads/contact-links'
import { WhatsAppTap } from './whatsapp-tap'

type Props = { phone: PhoneLinks | null; email: string | null; name: string }

/** The customer's number to call or message on WhatsApp and their address to write to, each one tap on a phone. */
export function ContactTaps({ phone, email, name }: Props) {
  return (
    <ul className="mt-4 grid gap-2 sm:flex sm:flex-wrap">
      {phone ? (
        <>
          <li>
            <a href={phone.call} className="button-primary w-full">
              {consoleWords.call} {phone.text}
            </a>
          </li>
          <li>
            <WhatsAppTap phone={phone} name={name} className="button-secondary w-full" />
          </li>
        </>
      ) : null}
      {email ? (
        <li>
          <a href={`mailto:${email}`} className="button-secondary w-full break-all">
            {consoleWords.mail} {email}
          </a>
        </li>
      ) : null}
    </ul>
  )
}
