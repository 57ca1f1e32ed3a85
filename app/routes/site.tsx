import { useRef, useState } from 'react'
import { Outlet, useRouteLoaderData } from 'react-router'
import { Toaster } from 'sonner'
import { AppDownloadDialog } from '~/components/layout/app-download-dialog'
import { CookieBanner } from '~/components/layout/cookie-banner'
import { Dock } from '~/components/layout/dock'
import { Footer } from '~/components/layout/footer'
import { TopBar } from '~/components/layout/top-bar'
import type { loader as rootLoader } from '~/root'

/** The public site's chrome around every marketing, form and blog page. */
export default function SiteLayout() {
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const [appDialogOpen, setAppDialogOpen] = useState(false)
  // The dialog opens from buttons it does not own, so it is told where focus goes back to.
  const returnFocus = useRef<HTMLElement | null>(null)
  const openAppDialog = (opener: HTMLElement | null) => {
    returnFocus.current = opener
    setAppDialogOpen(true)
  }
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-accent px-4 py-2 font-semibold text-accent-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <TopBar onGetApp={openAppDialog} staff={root?.staff ?? null} />
      <AppDownloadDialog open={appDialogOpen} onOpenChange={setAppDialogOpen} returnFocus={returnFocus} />
      <Dock />
      <main id="main" className="lg:pl-20">
        <Outlet />
      </main>
      <div className="lg:pl-20">
        <Footer year={root?.year ?? new Date().getFullYear()} />
      </div>
      <CookieBanner analyticsScriptUrl={root?.config.analyticsScriptUrl ?? null} />
      <Toaster position="top-center" theme="dark" richColors closeButton />
    </>
  )
}
