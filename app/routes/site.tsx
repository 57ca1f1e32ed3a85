import { Outlet, useLocation, useMatches, useRouteLoaderData } from 'react-router'
import { AppDownloadDialog } from '~/components/layout/app-download-dialog'
import { CookieConsent } from '~/components/layout/cookie-banner'
import { Dock } from '~/components/layout/dock'
import { ExamplesBanner } from '~/components/layout/examples-banner'
import { Footer } from '~/components/layout/footer'
import { PreviewBanner } from '~/components/layout/preview-banner'
import { TopBar } from '~/components/layout/top-bar'
import { Toaster } from '~/components/ui/toast'
import type { PageHandle } from '~/pages/page-handle'
import { isPageHandle } from '~/pages/site-pages'
import type { loader as rootLoader } from '~/root'
import { indianCalendarDay } from '~/india/india-time'

// The chrome works as plain HTML (the browser's own popovers, a form for the cookie choice).
export const handle = {
  audience: 'any',
  scripts: false,
  facts: ['brand', 'company', 'whatsapp', 'social', 'stores', 'capabilities'],
} satisfies PageHandle

/** The public site's chrome around every marketing, form and blog page. */
export default function SiteLayout() {
  const root = useRouteLoaderData<typeof rootLoader>('root')
  // A page a mail's link opens carries its secret in its address, which a third-party script could read.
  const secretInAddress = useMatches().some(
    (match) => isPageHandle(match.handle) && match.handle.audience === 'mail link',
  )
  const analyticsScriptUrl = secretInAddress ? null : (root?.config.analyticsScriptUrl ?? null)
  const location = useLocation()
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-accent px-4 py-2 font-semibold text-accent-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <TopBar staff={root?.staff ?? null} appDialogName={root?.appDialog.name ?? ''} />
      <CookieConsent stored={root?.consent ?? null} analyticsScriptUrl={analyticsScriptUrl} />
      {root?.preview ? <PreviewBanner preview={root.preview} back={`${location.pathname}${location.search}`} /> : null}
      {root?.examplesBanner ? <ExamplesBanner words={root.examplesBanner} /> : null}
      {root ? <AppDownloadDialog {...root.appDialog} /> : null}
      <Dock />
      <main id="main" className="lg:pl-20">
        <Outlet />
      </main>
      <div className="lg:pl-20">
        <Footer year={root?.year ?? indianCalendarDay(new Date()).year} />
      </div>
      <Toaster />
    </>
  )
}
