import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  isRouteErrorResponse,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import { siteOf } from './content/site-of'
import { heroStatsOf } from './content/figures'
import { HeroStatsProvider } from './components/sections/hero-figures'
import { SiteHead, SiteStructuredData } from './components/seo/site-head'
import { SiteFactsProvider } from './components/layout/use-site'
import { offerCodeField } from './content/offers'
import { OfferCodeHintProvider } from './leads/offers/offer-code-hint'
import { PriceListProvider } from './leads/bookings/price-list'
import { priceListOf } from './content/packages'
import { offerCodesTaken } from './leads/offers/offer-code.server'
import { database } from './server/db.server'
import { useNonce } from './document/nonce'
import type { PageHandle } from './pages/page-handle'
import { usePageScripts } from './pages/page-scripts'
import { titleWithBrand } from './pages/seo'
import { Stylesheet } from './document/stylesheet'
import { readSession } from './server/auth.server'
import { publicConfig } from './server/config.server'
import { consentFrom } from './server/consent.server'
import { examplesBannerOfSite } from './server/business-facts.server'
import { currentFacts } from './server/facts-store.server'
import { previewBanner } from './server/fact-preview.server'
import { appDialogName, claimsOf, waitlistLink } from '~/content/capabilities'
import { indianCalendarDay } from '~/india/india-time'

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }]

// The document itself needs no script: each page's own route says whether it does.
export const handle = { audience: 'any', scripts: false } satisfies PageHandle

export async function loader({ request }: Route.LoaderArgs) {
  // The signed-in staff member (or null) and the visitor's cookie choice decide the top bar, the cookie banner
  // and the analytics script on the server, so the first paint is right with or without scripts.
  const session = await readSession(request)
  const facts = await currentFacts()
  const claims = claimsOf(facts)
  return data(
    {
      config: publicConfig(),
      // The copyright's year turns at midnight in India, not at the server's.
      year: indianCalendarDay(new Date()).year,
      staff: session.staff,
      consent: consentFrom(request.headers.get('cookie')),
      // A staging site that shows example facts says so on every page (docs/decisions/0103).
      examplesBanner: examplesBannerOfSite(facts),
      // An administrator previewing an unsaved change sees it marked on every page, with the way back to the form.
      preview: previewBanner(),
      // Who we are and how to reach us, as the business saved it: a change in the console shows on the next page.
      site: siteOf(facts),
      // What each package costs, as the business saved it, for the booking form's totals.
      priceList: priceListOf(facts),
      // The headline figures the home, pricing and package pages open with, as the business saved them.
      heroStats: heroStatsOf(facts.figures),
      // Whether the booking form asks for an offer code, and what it says of it: while the offer is made, and
      // after, while any code sent is within its last day.
      offerCodeHint: (await offerCodesTaken(database().db, facts.offers.newsletter))
        ? offerCodeField.hint(facts.offers.newsletter)
        : null,
      // The app dialog's words and store links follow what the business offers today; read here, so the claims
      // of every capability stay out of the page's scripts.
      appDialog: {
        name: appDialogName,
        text: claims.said('app', 'dialog'),
        stores: claims.storeListings(),
        waitlist: waitlistLink,
      },
    },
    { headers: session.headers },
  )
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  // Reading pages are plain HTML: no framework, no scroll-restoration script, links that load the next page.
  const scripts = usePageScripts()
  // Missing when the root's own loader failed: the error page then goes without the shared head tags.
  const root = useRouteLoaderData<typeof loader>('root')
  const siteUrl = root?.config.siteUrl
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a0a0d" />
        <Meta />
        <SiteHead siteUrl={siteUrl} site={root?.site} />
        <Stylesheet />
        <Links />
      </head>
      <body>
        {children}
        <SiteStructuredData />
        {scripts ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFactsProvider value={loaderData.site}>
      <HeroStatsProvider value={loaderData.heroStats}>
        <OfferCodeHintProvider value={loaderData.offerCodeHint}>
          <PriceListProvider value={loaderData.priceList}>
            <Outlet />
          </PriceListProvider>
        </OfferCodeHintProvider>
      </HeroStatsProvider>
    </SiteFactsProvider>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const title = notFound ? 'Page not found' : 'Something went wrong'
  if (!notFound) console.error(error)
  // The brand as saved, when the root's own loader answered; a neutral title when it did not.
  const brand = useRouteLoaderData<typeof loader>('root')?.site.brand
  return (
    <main className="container-page flex min-h-dvh flex-col items-start justify-center gap-6 py-24">
      <title>{titleWithBrand(title, brand)}</title>
      <h1 className="text-4xl font-bold">{title}</h1>
      <p className="text-muted">
        {notFound
          ? 'The page you were looking for does not exist.'
          : 'Sorry, we could not show this page. Please try again in a moment.'}
      </p>
      <a className="button-primary" href="/">
        Back to home
      </a>
    </main>
  )
}
