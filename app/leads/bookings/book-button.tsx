import { useRef, useState } from 'react'
import { Link } from 'react-router'
import type { Accepted } from '~/components/forms/use-lead-form'
import type { BookingDialog as Dialog } from './dialog'
import type { BookingSuccessPanel as Panel } from './form'

// The dialog, its form and its checks are fetched when a visitor first shows interest in booking, so the
// packages page hydrates without them.
const loadDialog = () => Promise.all([import('./dialog'), import('./form')])
const preload = () => void loadDialog().catch(() => undefined)

type BookButtonProps = {
  packageId: string
  label?: string
  className?: string
}

/**
 * A Book button for a package: a link to /book?package=… that works before JavaScript loads, and opens the
 * booking dialog in place once it has (or goes to /book if the dialog's code cannot be fetched).
 */
export function BookButton({ packageId, label = 'Book Now', className = 'button-primary w-full' }: BookButtonProps) {
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState<{ BookingDialog: typeof Dialog; BookingSuccessPanel: typeof Panel } | null>(null)
  // The booking made through the dialog: its panel stays under the button once the dialog has closed.
  const [booked, setBooked] = useState<Accepted | null>(null)
  const button = useRef<HTMLAnchorElement>(null)
  const href = `/book?package=${encodeURIComponent(packageId)}`
  return (
    <>
      <Link
        ref={button}
        to={href}
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
          event.preventDefault()
          loadDialog().then(
            ([dialog, form]) => {
              setLoaded({ BookingDialog: dialog.BookingDialog, BookingSuccessPanel: form.BookingSuccessPanel })
              setBooked(null)
              setOpen(true)
            },
            () => window.location.assign(href),
          )
        }}
      >
        {label}
      </Link>
      {loaded ? (
        <loaded.BookingDialog
          open={open}
          onOpenChange={setOpen}
          packageId={packageId}
          onBooked={setBooked}
          returnFocus={button}
        />
      ) : null}
      {loaded && booked && !open ? (
        <div className="mt-4 text-left">
          <loaded.BookingSuccessPanel accepted={booked} focusOnShow={false} />
        </div>
      ) : null}
    </>
  )
}
