import { Form, Link, isRouteErrorResponse } from 'react-router'
import { ExampleMark } from '~/components/ui/example-mark'
import { requestPageWords } from '~/content/request-page'
import { exampleMarks } from '~/content/example-marks'
import { useSite } from '~/components/layout/use-site'
import { mailtoHref, reachLabels, telHref, whatsappMessagesOf } from '~/content/site-of'
import type { PageHandle } from '~/pages/page-handle'
import { whatsappHref } from '~/content/whatsapp'
import { PageHero } from './page-hero'

// What the pages of a customer's request share (docs/decisions/0082): never indexed nor cached, plain HTML, and
// one answer for a wrong token, a request no longer kept and a visitor past the limit.

export const handle = {
  audience: 'mail link',
  scripts: false,
  seo: () => ({ noindex: true }),
  facts: ['email', 'phone', 'whatsapp', 'hours'],
} satisfies PageHandle

/**
 * The headers of a request's pages. The status page, which holds the links out, sends no referrer at all; the
 * pages with a form send their address to this site only, since under `no-referrer` a browser sends
 * `Origin: null` with a page's own form, which the checks against cross-site forms rightly refuse.
 */
export function requestHeaders(referrerPolicy: 'no-referrer' | 'same-origin') {
  return ({ errorHeaders }: { errorHeaders?: Headers }) => {
    const headers = new Headers({
      'Cache-Control': 'no-store',
      'Referrer-Policy': referrerPolicy,
      'X-Robots-Tag': 'noindex',
    })
    const retryAfter = errorHeaders?.get('Retry-After')
    if (retryAfter) headers.set('Retry-After', retryAfter)
    return headers
  }
}

export function RequestErrorBoundary({ error }: { error: unknown }) {
  const words = requestPageWords(useSite())
  if (!isRouteErrorResponse(error)) throw error
  if (error.status === 429) return <PageHero title={words.tooManyTitle} lead={words.tooMany} />
  return (
    <>
      <PageHero title={words.notFoundTitle} lead={words.notFoundText} />
      <div className="container-page max-w-3xl pb-24">
        <WaysToReachUs />
      </div>
    </>
  )
}

type EndingWords = { confirmHeading: string; heading: string; confirm: string; keep: string }

/**
 * The page where a customer confirms the end of their request (cancel a booking, withdraw a request): what it
 * means, one button that ends it and a way back that keeps it; or, where it may not end here, why and the way
 * back.
 */
export function ConfirmEnding({
  words,
  headingId,
  text,
  lead,
  refused,
  token,
}: {
  words: EndingWords
  headingId: string
  text: string | null
  lead: string
  refused: string | null
  token: string
}) {
  const { change } = requestPageWords(useSite())
  return (
    <>
      <PageHero title={words.confirmHeading} lead={lead} />
      <div className="container-page grid max-w-3xl gap-6 pb-24">
        {refused ? (
          <p role="status" className="text-red-300">
            {refused}
          </p>
        ) : (
          <section aria-labelledby={headingId} className="rounded-2xl border border-ink-line p-5">
            <h2 id={headingId} className="text-xl font-bold">
              {words.heading}
            </h2>
            <p className="mt-2 text-muted">{text}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <Form method="post">
                <button type="submit" className="button-primary">
                  {words.confirm}
                </button>
              </Form>
              <Link to={`/requests/${token}`} className="button-secondary">
                {words.keep}
              </Link>
            </div>
          </section>
        )}
        {refused ? (
          <Link to={`/requests/${token}`} className="justify-self-start text-accent underline underline-offset-4">
            {change.back}
          </Link>
        ) : null}
      </div>
    </>
  )
}

/**
 * Our e-mail address, phone and WhatsApp, which the page's words ask the customer to use. A number the business
 * has not confirmed is shown as /contact shows it, marked as an example and not linked (docs/decisions/0070);
 * a confirmed WhatsApp opens a chat that names the request.
 */
export function WaysToReachUs({ reference }: { reference?: string }) {
  const site = useSite()
  const whatsappMessages = whatsappMessagesOf(site.brand)
  const phone = telHref(site.phone)
  const email = mailtoHref(site.emails.general)
  const whatsapp = whatsappHref(
    reference ? whatsappMessages.followUp(reference) : whatsappMessages.general,
    site.whatsapp,
  )
  const link = 'text-accent underline underline-offset-2'
  return (
    <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
      <dt className="text-muted">{reachLabels.email}</dt>
      <dd>
        {email ? (
          <a href={email} className={link}>
            {site.email}
          </a>
        ) : (
          <>
            {site.email} <ExampleMark>{exampleMarks.email}</ExampleMark>
          </>
        )}
      </dd>
      <dt className="text-muted">{reachLabels.phone}</dt>
      <dd>
        {phone ? (
          <a href={phone} className={link}>
            {site.phone.text}
          </a>
        ) : (
          <>
            {site.phone.text} <ExampleMark>{exampleMarks.phone}</ExampleMark>
          </>
        )}
      </dd>
      <dt className="text-muted">{reachLabels.whatsapp}</dt>
      <dd>
        {whatsapp ? (
          <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={link}>
            {whatsappMessages.linkLabel}
          </a>
        ) : (
          <>
            {site.whatsapp.text} <ExampleMark>{exampleMarks.phone}</ExampleMark>
          </>
        )}
      </dd>
    </dl>
  )
}
