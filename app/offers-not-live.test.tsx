import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { offers } from '~/content/business'
import { newsletterSectionFor } from '~/content/home'
import { site } from '~/content/site'
import { waitlistOfferWords, waitlistPlaceWords } from '~/content/offers'
import { businessFacts } from '~/content/shipped-facts'
import { priceListOf } from '~/content/packages'
import { BookingForm } from '~/leads/bookings/form'
import { PriceListProvider } from '~/leads/bookings/price-list'
import { mail as newsletterMail } from '~/leads/newsletter_subscribers/mail'
import { mail as waitlistMail } from '~/leads/waitlist_entries/mail'
import NewsletterConfirmPage from '~/routes/newsletter-confirm'
import WaitlistPage, { meta as waitlistMeta } from '~/routes/waitlist'
import { renderQueuedMail } from '~/leads/private-links.server'
import { WithSite } from '../tests/support/site-facts'

// What every page and mail says of an offer the business has turned off in the console, as their loaders, actions
// and stores give it them: no page and no mail promises it, and the booking form asks for no code
// (docs/decisions/0083-promises-kept.md, 0124).

const newsletterOff = { ...offers.newsletter, live: false }
const waitlistOff = { ...offers.waitlist, live: false }

/** Anything that promises an offer: a discount, an offer or its code, or a free shoot. */
const promise = /%|offer|NL\d|free/i

function page(
  path: string,
  Component: (props: object) => React.ReactNode,
  data: { loaderData?: object; actionData?: object },
) {
  const Page = createRoutesStub([
    {
      id: 'page',
      path,
      Component: (props: object) => (
        <WithSite>
          <Component {...props} />
        </WithSite>
      ),
    },
  ])
  const hydrationData = {
    loaderData: data.loaderData ? { page: data.loaderData } : undefined,
    actionData: data.actionData ? { page: data.actionData } : undefined,
  }
  return renderToStaticMarkup(<Page initialEntries={[path]} hydrationData={hydrationData} />)
}

describe('while neither offer is made', () => {
  it("the home page's newsletter block promises nothing", () => {
    const newsletterSection = newsletterSectionFor(newsletterOff)
    expect(`${newsletterSection.title} ${newsletterSection.lead}`).not.toMatch(promise)
  })

  it('the newsletter’s confirmation mail to a sign-up made then gives no code and promises nothing', () => {
    const confirmation = renderQueuedMail(
      newsletterMail.visitor!(
        { email: 'asha@example.in', offerCode: 'NL12-ABCDE-FGHJK', offerTerms: null },
        'NL-12',
        null,
        false,
        null,
        site,
      ),
    )
    expect(`${confirmation.subject}\n${confirmation.text}\n${confirmation.html}`).not.toMatch(promise)
  })

  it('the page that confirms a subscription made then shows no code', () => {
    const html = page('/newsletter/confirm', NewsletterConfirmPage as () => React.ReactNode, {
      actionData: { done: true, offer: null },
    })
    expect(html).toContain('Your subscription is confirmed')
    expect(html).not.toMatch(promise)
  })

  it('the booking form asks for no offer code', () => {
    const html = page(
      '/book',
      () => (
        <PriceListProvider value={priceListOf(businessFacts)}>
          <BookingForm idPrefix="book" />
        </PriceListProvider>
      ),
      {},
    )
    expect(html).toContain('Book Now')
    expect(html).not.toMatch(/offer/i)
  })

  it('the waitlist page and its mails promise no free shoot', () => {
    const loaderData = {
      spotsRemaining: 93,
      freeShoot: waitlistOfferWords(waitlistOff),
      serverNow: Date.now(),
      launchAt: '2027-03-01T09:00:00+05:30',
    }
    const html = page('/waitlist', WaitlistPage as () => React.ReactNode, { loaderData })
    expect(html).toContain('Join Waitlist')
    expect(html).not.toMatch(/free|spots remaining/i)
    expect(
      JSON.stringify(waitlistMeta({ data: loaderData, matches: [] } as unknown as Parameters<typeof waitlistMeta>[0])),
    ).not.toMatch(/free/i)
    const member = { email: 'asha@example.in', offer: waitlistOff, step: 'member', position: 7 } as const
    const welcome = renderQueuedMail(waitlistMail.visitor!(member, 'WL-7', null, false, null, site))
    const askedToConfirm = renderQueuedMail(
      waitlistMail.visitor!(
        { email: 'asha@example.in', offer: waitlistOff, step: 'confirm' },
        'WL-7',
        null,
        false,
        null,
        site,
      ),
    )
    const team = renderQueuedMail(waitlistMail.team(member, 'WL-7'))
    for (const mail of [welcome, askedToConfirm, team]) expect(`${mail.subject}\n${mail.text}`).not.toMatch(/free/i)
  })

  it('the page that confirms a waitlist place promises no free shoot', () => {
    expect(waitlistPlaceWords(waitlistOff, 7)).toBeNull()
  })
})
