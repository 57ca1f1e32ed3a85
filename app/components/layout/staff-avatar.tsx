import type { SignedInStaff } from '~/server/auth.server'

// The signed-in staff member's avatar and where their menu leads, shared by the avatar menu (which needs
// scripts), the link that stands in for it on pages without scripts, and the profile page.

/** Who the avatar menu is for. */
export type UserMenuProps = { staff: Pick<SignedInStaff, 'name' | 'email' | 'avatarUrl'> }

export const triggerClass =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-ink-line bg-ink-raised'

/** Where the avatar menu leads, before Logout. */
export const staffLinks = [
  { to: '/console', label: 'Leads console' },
  { to: '/profile', label: 'Profile' },
  { to: '/settings', label: 'Settings' },
] as const

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
    <span
      aria-hidden="true"
      className={`${box} inline-flex items-center justify-center rounded-full bg-accent font-bold text-accent-ink`}
    >
      {initials}
    </span>
  )
}
