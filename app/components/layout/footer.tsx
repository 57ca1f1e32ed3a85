import { Link } from 'react-router'
import { Logo } from '~/components/ui/logo'
import { footerLinks } from '~/content/navigation'
import { type ContactNumber, copyrightLine, whatsappMessagesOf } from '~/content/site-of'
import { useSite } from './use-site'
import { whatsappHref } from '~/content/whatsapp'

/** The site's footer; the WhatsApp number is the business's unless one is given. */
export function Footer({ year, whatsappNumber }: { year: number; whatsappNumber?: ContactNumber }) {
  const site = useSite()
  const whatsappMessages = whatsappMessagesOf(site.brand)
  const whatsapp = whatsappHref(whatsappMessages.general, whatsappNumber ?? site.whatsapp)
  return (
    <footer className="mt-24 border-t border-ink-line bg-ink-raised/60">
      <div className="container-page flex flex-col gap-8 py-12 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm space-y-3">
          <Logo brand={site.brand} />
          <p className="text-sm text-muted">{site.tagline}.</p>
          {whatsapp ? (
            <a
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-block text-sm text-accent hover:underline"
            >
              {whatsappMessages.linkLabel}
            </a>
          ) : null}
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-10 gap-y-2 sm:grid-cols-3">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-sm text-paper/85 hover:text-accent">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-ink-line">
        <p className="container-page py-5 text-sm text-muted">{copyrightLine(year, site.company)}</p>
      </div>
    </footer>
  )
}
