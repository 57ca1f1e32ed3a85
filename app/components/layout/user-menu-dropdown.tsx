import { DropdownMenu } from 'radix-ui'
import { Link, useSubmit } from 'react-router'
import { Avatar, type UserMenuProps as Props, staffLinks, triggerClass } from './staff-avatar'

const itemClass =
  'flex min-h-11 w-full cursor-pointer items-center rounded-lg px-3 text-left text-paper outline-none data-[highlighted]:bg-ink-line'

/** The signed-in staff member's menu: the console, Profile, Settings and Logout. */
export function UserMenuDropdown({ staff }: Props) {
  const submit = useSubmit()
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger aria-label={`Account menu for ${staff.name}`} className={triggerClass}>
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
          {staffLinks.map((link) => (
            <DropdownMenu.Item key={link.to} asChild className={itemClass}>
              <Link to={link.to}>{link.label}</Link>
            </DropdownMenu.Item>
          ))}
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
