import { Dialog } from 'radix-ui'
import { site } from '~/content/site'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocus: React.RefObject<HTMLElement | null>
}

export function AppDownloadDialog({ open, onOpenChange, returnFocus }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocus.current?.focus()
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-ink-line bg-ink-raised p-6 shadow-2xl">
          <Dialog.Title className="text-2xl font-bold">Get the App</Dialog.Title>
          <Dialog.Description className="mt-2 text-muted">
            Book reel-makers, track your shoot and pay from your phone. {site.brand} is on iOS and Android.
          </Dialog.Description>
          <div className="mt-6 grid gap-3 sm:grid-cols-2">
            <a className="button-primary" href={site.stores.appStore.href} target="_blank" rel="noopener noreferrer">
              {site.stores.appStore.name}
            </a>
            <a
              className="button-primary"
              href={site.stores.googlePlay.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {site.stores.googlePlay.name}
            </a>
          </div>
          <Dialog.Close className="button-secondary mt-4 w-full">Close</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
