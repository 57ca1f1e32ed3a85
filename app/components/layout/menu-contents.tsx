import { Link, NavLink } from 'react-router'
import { closeEnclosingPopover } from '~/components/ui/popover'
import { bookAction, mobileMenuLinks } from '~/content/navigation'
import { openAppDialog } from './app-download-dialog'

/**
 * What the small-screen menu holds: the spec's seven links, the current page highlighted, and Get the App;
 * and one primary action, booking a reel-maker.
 */
export function MenuContents({ appDialogName }: { appDialogName: string }) {
  return (
    <>
      <nav aria-label="Main">
        <ul className="flex flex-col gap-1">
          {mobileMenuLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                onClick={closeEnclosingPopover}
                className={({ isActive }) =>
                  `block rounded-lg px-3 py-2.5 font-medium ${isActive ? 'bg-accent text-accent-ink' : 'text-paper hover:bg-ink-line'}`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Link to={bookAction.to} className="button-primary mt-4" onClick={closeEnclosingPopover}>
        {bookAction.label}
      </Link>
      <Link to="/app" className="button-secondary" onClick={openAppDialog}>
        {appDialogName}
      </Link>
    </>
  )
}
