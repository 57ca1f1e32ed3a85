import { type ReactNode, Suspense, lazy, useRef, useState } from 'react'
import { Form, Link } from 'react-router'
import { CodeLoadBoundary } from '~/components/ui/code-load-boundary'
import { Avatar, type UserMenuProps, staffLinks, triggerClass } from './staff-avatar'

// The dropdown (Radix) is fetched on first use, so pages do not carry it for visitors, who never see it.
const loadDropdown = () => import('./user-menu-dropdown')
const UserMenuDropdown = lazy(() => loadDropdown().then((module) => ({ default: module.UserMenuDropdown })))

/**
 * The signed-in staff member's avatar button; it opens their menu (the console, Profile, Settings, Logout).
 * If the menu's code cannot be fetched, the button opens the same choices as a plain list instead.
 */
export function UserMenu({ staff }: UserMenuProps) {
  const [wanted, setWanted] = useState(false)
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const button = (
    <button
      ref={trigger}
      type="button"
      aria-label={`Account menu for ${staff.name}`}
      aria-haspopup="menu"
      aria-expanded={open}
      className={triggerClass}
      onPointerEnter={loadDropdown}
      onFocus={loadDropdown}
      onClick={() => {
        setWanted(true)
        setOpen(!open)
      }}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown') return
        setWanted(true)
        setOpen(true)
      }}
    >
      <Avatar name={staff.name} url={staff.avatarUrl} />
    </button>
  )
  if (!wanted) return button
  return (
    <CodeLoadBoundary
      fallback={
        <PlainStaffMenu
          staff={staff}
          button={button}
          open={open}
          onClose={(refocus) => {
            setOpen(false)
            if (refocus) trigger.current?.focus()
          }}
        />
      }
    >
      <Suspense fallback={button}>
        <UserMenuDropdown staff={staff} />
      </Suspense>
    </CodeLoadBoundary>
  )
}

const plainItemClass = 'flex min-h-11 w-full items-center rounded-lg px-3 text-left text-paper hover:bg-ink-line'

type PlainProps = UserMenuProps & { button: ReactNode; open: boolean; onClose: (refocus: boolean) => void }

function PlainStaffMenu({ staff, button, open, onClose }: PlainProps) {
  return (
    <div className="relative">
      {button}
      {open ? (
        <nav
          aria-label={`Account menu for ${staff.name}`}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onClose(true)
          }}
          className="absolute right-0 z-50 mt-2 min-w-56 rounded-xl border border-ink-line bg-ink-raised p-2 shadow-xl"
        >
          <p className="px-3 py-2 text-sm">
            <span className="block font-semibold text-paper">{staff.name}</span>
            <span className="block text-muted">{staff.email}</span>
          </p>
          {staffLinks.map((link) => (
            <Link key={link.to} to={link.to} className={plainItemClass} onClick={() => onClose(false)}>
              {link.label}
            </Link>
          ))}
          <Form method="post" action="/logout">
            <button type="submit" className={plainItemClass}>
              Logout
            </button>
          </Form>
        </nav>
      ) : null}
    </div>
  )
}
