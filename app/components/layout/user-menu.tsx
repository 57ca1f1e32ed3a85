import { DropdownMenu } from 'radix-ui'
import { Link, useSubmit } from 'react-router'
import type { SignedInStaff } from '~/server/auth.server'

type Props = { staff: Pick<SignedInStaff, 'name' | 'email' | 'avatarUrl'> }

const itemClass =
  'flex min-h-11 w-full cursor-pointer items-center rounded-lg px-3 text-left text-paper outline-none data-[highlighted]:bg-ink-line'

/** The signed-in staff member's menu: the console, Profile, Settings and Logout. */
export function UserMenu({ staff }: Props) {
  const submit = useSubmit()
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${staff.name}`}
        className="inline-flex size-11 items-center justify-center rounded-full border border-ink-line bg-ink-raised"
      >
        <Avatar name={staff.name} url={staff.avatarUrl} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-ink-line bg-ink-raised p-2 shadow-xl"
        >
          <DropdownMenu.Label className="px-3 py-2 text-sm">
            <span className="block font-semibold text-paper">{staff.name}</span>
            <span className="block text-muted">{staff.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-ink-line" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/admin">Leads console</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/profile">Profile</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/settings">Settings</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-ink-line" />
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() => submit(null, { method: 'post', action: '/logout', navigate: true })}
          >
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
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
