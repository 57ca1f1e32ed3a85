import { NavLink } from 'react-router'
import { mobileMenuLinks } from '~/content/navigation'

type Props = {
  /** Called as a link is followed or Get the App is pressed: the menu closes. */
  onClose: () => void
  onGetApp: () => void
}

/** What the small-screen menu holds: the spec's seven links, the current page highlighted, and Get the App. */
export function MenuContents({ onClose, onGetApp }: Props) {
  return (
    <>
      <nav aria-label="Main">
        <ul className="flex flex-col gap-1">
          {mobileMenuLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                onClick={onClose}
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
      <button
        type="button"
        className="button-primary mt-4"
        onClick={() => {
          onClose()
          onGetApp()
        }}
      >
        Get the App
      </button>
    </>
  )
}
