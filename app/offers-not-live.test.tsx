import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import type * as Business from '~/content/business'
import { offers } from '~/content/business'
import { newsletterSectionFor } from '~/content/home'
import { BookingForm } from '~/leads/bookings/form'
import { mail as newsletterMail } from '~/leads/newsletter_subscribers/mail'
import { mail as waitlistMail } from '~/leads/waitlist_entries/mail'
import NewsletterConfirmPage from '~/routes/newsletter-confirm'
import WaitlistPage, { meta as waitlistMeta } from '~/routes/waitlist'
import WaitlistConfirmPage from '~/routes/waitlist-confirm'
import { renderQueuedMail } from '~/leads/private-links.server'

// A business that has set both its offers to `live: false` in app/content/business.ts: no page and no mail
// promises them, and the booking form asks for no code (docs/decisions/0083-promises-kept.md).

vi.mock('~/content/business', async (importOriginal) => {
  const business = await importOriginal<typeof Business>()
  return {
    ...business,
    offers: {
      newsletter: { ...business.offers.newsletter, live: false },
      waitlist: { ...business.offers.waitlist, live: false },
    },
  }
})

/** Anything that promises an offer: a discount, an offer or its code, or a free shoot. */
const promise = /%|offer|NL\d|free/i

function page(path: string, Component: () => React.ReactNode, data: { loaderData?: object; actionData?: object }) {
  const Page = createRoutesStub([{ id: 'page', path, Component }])
  const hydrationData = {
    loaderData: data.loaderData ? { page: data.loaderData } : undefined,
    actionData: data.actionData ? { page: data.actionData } : undefined,
  }
  return renderToStaticMarkup(<Page initialEntries={[path]} hydrationData={hydrationData} />)
}

describe('while neither offer is live', () => {
  it("the home page's newsletter block promises nothing", () => {
    const newsletterSection = newsletterSectionFor(offers.newsletter)
    expect(`${newsletterSection.title} ${newsletterSection.lead}`).not.toMatch(promise)
  })

  it('the newsletter’s confirmation mail gives no code and promises nothing', () => {
    const confirmation = renderQueuedMail(
      newsletterMail.visitor!({ email: 'asha@example.in', offerCode: 'NL12-ABCDE-FGHJK' }, 'NL-12', null, false, null),
    )
    expect(`${confirmation.subject}\n${confirmation.text}\n${confirmation.html}`).not.toMatch(promise)
  })

  it('the page that confirms a subscription shows no code', () => {
    const html = page('/newsletter/confirm', NewsletterConfirmPage as () => React.ReactNode, {
      actionData: { done: true, offerCode: 'NL12-ABCDE-FGHJK' },
    })
    expect(html).toContain('Your subscription is confirmed')
    expect(html).not.toMatch(promise)
  })

  it('the booking form asks for no offer code', () => {
    const html = page('/book', () => <BookingForm idPrefix="book" />, {})
    expect(html).toContain('Book Now')
    expect(html).not.toMatch(/offer/i)
  })

  it('the waitlist page and its welcome mail promise no free shoot', () => {
    const html = page('/waitlist', WaitlistPage as () => React.ReactNode, {
      loaderData: { spotsRemaining: 93, serverNow: Date.now() },
    })
    expect(html).toContain('Join Waitlist')
    expect(html).not.toMatch(/free|spots remaining/i)
    expect(JSON.stringify(waitlistMeta())).not.toMatch(/free/i)
    const member = { email: 'asha@example.in', step: 'member', position: 7 } as const
    const welcome = renderQueuedMail(waitlistMail.visitor!(member, 'WL-7', null, false, null))
    const askedToConfirm = renderQueuedMail(
      waitlistMail.visitor!({ email: 'asha@example.in', step: 'confirm' }, 'WL-7', null, false, null),
    )
    const team = renderQueuedMail(waitlistMail.team(member, 'WL-7'))
    for (const mail of [welcome, askedToConfirm, team]) expect(`${mail.subject}\n${mail.text}`).not.toMatch(/free/i)
  })

  it('the page that confirms a waitlist place shows the place and promises no free shoot', () => {
    const html = page('/waitlist/confirm', WaitlistConfirmPage as () => React.ReactNode, {
      actionData: { done: true, position: 7 },
    })
    expect(html).toContain('Position secured: #7.')
    expect(html).not.toMatch(/free/i)
  })
})
