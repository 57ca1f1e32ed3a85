import { address, brand, capabilities, company, email, gst, hours, map, phone, social, whatsapp } from './business'
import { type ContactFacts, siteOf, whatsappMessagesOf } from './site-of'

export * from './site-of'

// Who we are and how to reach us from the file's defaults (app/content/business.ts), for the server's work that
// does not read the stored facts yet. Pages read the facts as saved (./site-of.ts, useSite()); no module that
// reaches the browser imports this one (app/no-build-time-facts.test.ts). Imported by name, not as a namespace,
// so the team, timeline and testimonials do not come with it.
const fileFacts: ContactFacts = {
  brand,
  company,
  email,
  phone,
  whatsapp,
  address,
  hours,
  map,
  social,
  gst,
  capabilities,
}

/** The site from the file's defaults. */
export const site = siteOf(fileFacts)

/** The message a visitor's WhatsApp starts with, to the file's brand. */
export const whatsappMessages = whatsappMessagesOf(site.brand)
