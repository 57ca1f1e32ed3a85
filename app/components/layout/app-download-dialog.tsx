import { PopoverButton, closeEnclosingPopover } from '~/components/ui/popover'
import { site } from '~/content/site'

const dialogId = 'get-the-app'

/**
 * The "Get the App" dialog with both store links: one of the browser's own popovers, so it opens on every page,
 * scripts or not. The layout renders it once; any Get the App button opens it.
 */
export function AppDownloadDialog({ text }: { text: string }) {
  return (
    <dialog
      id={dialogId}
      popover="auto"
      aria-labelledby={`${dialogId}-title`}
      aria-describedby={`${dialogId}-text`}
      className="app-dialog m-auto backdrop:bg-black/70 backdrop:backdrop-blur-sm w-[calc(100%-2.5rem)] max-w-md rounded-2xl border border-ink-line bg-ink-raised p-6 text-paper shadow-2xl"
    >
      <h2 id={`${dialogId}-title`} className="text-2xl font-bold">
        Get the App
      </h2>
      <p id={`${dialogId}-text`} className="mt-2 text-muted">
        {text}
      </p>
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <a className="button-primary" href={site.stores.appStore.href} target="_blank" rel="noopener noreferrer">
          {site.stores.appStore.name}
        </a>
        <a className="button-primary" href={site.stores.googlePlay.href} target="_blank" rel="noopener noreferrer">
          {site.stores.googlePlay.name}
        </a>
      </div>
      <button
        type="button"
        popoverTarget={dialogId}
        popoverTargetAction="hide"
        className="button-secondary mt-4 w-full"
      >
        Close
      </button>
    </dialog>
  )
}

/** Opens the dialog above; a browser without popovers goes to the app page, which has the same store links. */
export function GetTheAppButton({ className }: { className: string }) {
  return (
    <PopoverButton target={dialogId} fallbackHref="/app" className={className}>
      Get the App
    </PopoverButton>
  )
}

/**
 * For the phone menu's Get the App, a link to the app page: the browser gives focus back only from the first of
 * nested popovers, so a dialog opened from inside the menu would leave focus nowhere when it closes. On a page
 * that runs scripts the link opens the dialog instead, after closing the menu, and focus returns to the menu's
 * button.
 */
export function openAppDialog(event: React.MouseEvent<HTMLElement>) {
  const dialog = document.getElementById(dialogId)
  if (!dialog || !('showPopover' in dialog)) return
  event.preventDefault()
  closeEnclosingPopover(event)
  dialog.showPopover()
}
