import { Dialog } from 'radix-ui'
import { chromeIcons } from '~/components/ui/chrome-icons'
import { MenuContents } from './menu-contents'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  onGetApp: () => void
  trigger: React.RefObject<HTMLButtonElement | null>
}

/** The small-screen menu: the spec's seven links, the current page highlighted, and Get the App. */
export function MobileMenuPanel({ open, onOpenChange, onGetApp, trigger }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 md:hidden" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            trigger.current?.focus()
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col gap-2 border-l border-ink-line bg-ink-raised p-5 md:hidden"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">Menu</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-ink-line"
            >
              <chromeIcons.close />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
          <MenuContents onClose={() => onOpenChange(false)} onGetApp={onGetApp} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
