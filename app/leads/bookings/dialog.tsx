import { X } from '~/components/icons/x'
import { Dialog } from 'radix-ui'
import { useEffect, useRef, useState } from 'react'
import type { Accepted } from '~/components/forms/use-lead-form'
import { bookablePackage } from '~/content/packages'
import { bookingStory } from '~/content/journey'
import { BookingForm } from './form'
import { usePriceList } from './price-list'
import { bookingSuccessCloseMs } from './messages'
import type { BookingChoice } from './package-choice'

type BookingDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The plan or package its Book button names. */
  packageId: string
  /** Told of the booking once it is stored, for the page to keep its success panel after the dialog closes. */
  onBooked: (accepted: Accepted) => void
  /** Where focus goes back to when the dialog closes: the Book button that opened it. */
  returnFocus: React.RefObject<HTMLElement | null>
}

/** The booking dialog: the form, 'Submitting...', then 'Thank You!', closing itself after 3 seconds. */
export function BookingDialog({ open, onOpenChange, packageId, onBooked, returnFocus }: BookingDialogProps) {
  // Each opening starts from an empty form and the package its button names; closing resets success and submitting.
  const [session, setSession] = useState(0)
  // Another plan or number of events chosen in the dialog, which keeps what was typed.
  const [choice, setChoice] = useState<BookingChoice | null>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(closeTimer.current), [])
  const priceList = usePriceList()
  const current = bookablePackage(choice?.packageId ?? packageId, priceList)

  function change(next: boolean) {
    if (!next) {
      clearTimeout(closeTimer.current)
      setSession((count) => count + 1)
      setChoice(null)
    }
    onOpenChange(next)
  }

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocus.current?.focus()
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-ink-line bg-ink-raised p-6 shadow-2xl"
        >
          <Dialog.Title className="text-2xl font-bold">Book a Reel-Maker</Dialog.Title>
          <Dialog.Description className="mt-1 text-muted">{bookingStory.dialogLead(current?.name)}</Dialog.Description>
          <div className="mt-5">
            <BookingForm
              key={session}
              chosen={current}
              events={choice?.events}
              onChoose={setChoice}
              idPrefix="booking-dialog"
              inDialog
              onSuccess={(accepted) => {
                onBooked(accepted)
                closeTimer.current = setTimeout(() => change(false), bookingSuccessCloseMs)
              }}
            />
          </div>
          <Dialog.Close
            className="absolute top-4 right-4 rounded-full p-2 text-muted hover:text-paper"
            aria-label="Close"
          >
            <X className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
