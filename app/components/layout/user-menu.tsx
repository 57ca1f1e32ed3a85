import { Suspense, lazy, useState } from 'react'
import type { SignedInStaff } from '~/server/auth.server'

export type UserMenuProps = { staff: Pick<SignedInStaff, 'name' | 'email' | 'avatarUrl'> }

export const triggerClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-ink-line bg-ink-raised'

// The dropdown (Radix) is fetched on first use, so pages do not carry it for visitors, who never see it.
const loadDropdown = () => import('./user-menu-dropdown')
const UserMenuDropdown = lazy(() => loadDropdown().then((module) => ({ default: module.UserMenuDropdown })))

/** The signed-in staff member's avatar button; it opens their menu (the console, Profile, Settings, Logout). */
export function UserMenu({ staff }: UserMenuProps) {
  const [wanted, setWanted] = useState(false)
  const button = (
    <button
      type="button"
      aria-label={`Account menu for ${staff.name}`}
      aria-haspopup="menu"
      aria-expanded={false}
      className={triggerClass}
      onPointerEnter={loadDropdown}
      onFocus={loadDropdown}
      onClick={() => setWanted(true)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') setWanted(true)
      }}
    >
      <Avatar name={staff.name} url={staff.avatarUrl} />
    </button>
  )
  if (!wanted) return button
  return (
    <Suspense fallback={button}>
      <UserMenuDropdown staff={staff} />
    </Suspense>
  )
}

/** A staff member's picture, or their initials on the accent colour. */
export function Avatar({ name, url, size = 'small' }: { name: string; url: string | null; size?: 'small' | 'large' }) {
  const box = size === 'large' ? 'size-24 text-3xl' : 'size-9 text-sm'
  if (url) {
    const pixels = size === 'large' ? 96 : 36
    return <img src={url} alt="" width={pixels} height={pixels} className={`${box} rounded-full object-cover`} />
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('')
  return (
    <span aria-hidden="true" className={`${box} inline-flex items-center justify-center rounded-full bg-accent font-bold text-accent-ink`}>
      {initials}
    </span>
  )
}
