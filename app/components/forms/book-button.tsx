import { useRef, useState } from 'react'
import { Link } from 'react-router'
import type { BookingDialog as Dialog } from './booking-dialog'

// The dialog, its form and its checks are fetched when a visitor first shows interest in booking, so the
// packages page hydrates without them.
const loadDialog = () => import('./booking-dialog').then((module) => module.BookingDialog)
const preload = () => void loadDialog().catch(() => undefined)

type BookButtonProps = {
  packageId: string
  packageName?: string
  label?: string
  className?: string
}

/**
 * A Book button for a package: a link to /book?package=… that works before JavaScript loads, and opens the
 * booking dialog in place once it has (or goes to /book if the dialog's code cannot be fetched).
 */
export function BookButton({ packageId, packageName, label = 'Book Now', className = 'button-primary w-full' }: BookButtonProps) {
  const [open, setOpen] = useState(false)
  const [BookingDialog, setBookingDialog] = useState<typeof Dialog | null>(null)
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
            (loaded) => {
              setBookingDialog(() => loaded)
              setOpen(true)
            },
            () => window.location.assign(href),
          )
        }}
      >
        {label}
      </Link>
      {BookingDialog ? (
        <BookingDialog
          open={open}
          onOpenChange={setOpen}
          packageId={packageId}
          packageName={packageName}
          returnFocus={button}
        />
      ) : null}
    </>
  )
}
