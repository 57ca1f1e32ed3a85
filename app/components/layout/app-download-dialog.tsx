import { Link } from 'react-router'
import { PopoverButton, closeEnclosingPopover } from '~/components/ui/popover'
import type { StoreListing } from '~/content/capabilities'

const dialogId = 'get-the-app'

/** What the dialog says and links to, as the root's loader reads them from app/content/capabilities/. */
type AppDialogWords = { name: string; text: string; stores: StoreListing[]; waitlist: { to: string; label: string } }

/**
 * The "Get the App" dialog: what the app is and, once it is live, both store links; until then, the waitlist. One
 * of the browser's own popovers, so it opens on every page, scripts or not. The layout renders it once; any Get
 * the App button opens it.
 */
export function AppDownloadDialog({ name, text, stores, waitlist }: AppDialogWords) {
  return (
    <dialog
      id={dialogId}
      popover="auto"
      aria-labelledby={`${dialogId}-title`}
      aria-describedby={`${dialogId}-text`}
      className="app-dialog m-auto backdrop:bg-black/70 backdrop:backdrop-blur-sm w-[calc(100%-2.5rem)] max-w-md rounded-2xl border border-ink-line bg-ink-raised p-6 text-paper shadow-2xl"
    >
      <h2 id={`${dialogId}-title`} className="text-2xl font-bold">
        {name}
      </h2>
      <p id={`${dialogId}-text`} className="mt-2 text-muted">
        {text}
      </p>
      {stores.length > 0 ? (
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          {stores.map((store) => (
            <a key={store.name} className="button-primary" href={store.href} target="_blank" rel="noopener noreferrer">
              {store.name}
            </a>
          ))}
        </div>
      ) : (
        <Link to={waitlist.to} className="button-primary mt-6 w-full" onClick={closeEnclosingPopover}>
          {waitlist.label}
        </Link>
      )}
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

/** Opens the dialog above; a browser without popovers goes to the app page, which says the same. */
export function GetTheAppButton({ name, className }: { name: string; className: string }) {
  return (
    <PopoverButton target={dialogId} fallbackHref="/app" className={className}>
      {name}
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
