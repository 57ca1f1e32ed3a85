import { useRef, useState } from 'react'
import { Outlet, useRouteLoaderData } from 'react-router'
import { CookieBanner } from '~/components/layout/cookie-banner'
import { Dock } from '~/components/layout/dock'
import { Footer } from '~/components/layout/footer'
import { TopBar } from '~/components/layout/top-bar'
import { Toaster } from '~/components/ui/toast'
import type { AppDownloadDialog as Dialog } from '~/components/layout/app-download-dialog'
import type { loader as rootLoader } from '~/root'

// Dialogs are fetched when first opened, so every page's first load stays small. If the dialog's code cannot
// be fetched, the Get the App page shows the same store links.
const loadAppDialog = () => import('~/components/layout/app-download-dialog').then((module) => module.AppDownloadDialog)

/** The public site's chrome around every marketing, form and blog page. */
export default function SiteLayout() {
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const [appDialogOpen, setAppDialogOpen] = useState(false)
  const [AppDownloadDialog, setAppDownloadDialog] = useState<typeof Dialog | null>(null)
  // The dialog opens from buttons it does not own, so it is told where focus goes back to.
  const returnFocus = useRef<HTMLElement | null>(null)
  const openAppDialog = (opener: HTMLElement | null) => {
    returnFocus.current = opener
    loadAppDialog().then(
      (loaded) => {
        setAppDownloadDialog(() => loaded)
        setAppDialogOpen(true)
      },
      () => location.assign('/app'),
    )
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
      {AppDownloadDialog ? (
        <AppDownloadDialog open={appDialogOpen} onOpenChange={setAppDialogOpen} returnFocus={returnFocus} />
      ) : null}
      <Dock />
      <main id="main" className="lg:pl-20">
        <Outlet />
      </main>
      <div className="lg:pl-20">
        <Footer year={root?.year ?? new Date().getFullYear()} />
      </div>
      <CookieBanner analyticsScriptUrl={root?.config.analyticsScriptUrl ?? null} />
      <Toaster />
    </>
  )
}
