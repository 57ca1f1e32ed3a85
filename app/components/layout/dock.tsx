import { NavLink } from 'react-router'
import { chromeIcons } from '~/components/ui/chrome-icons'
import { PopoverButton, closeEnclosingPopover } from '~/components/ui/popover'
import { SocialIcon } from '~/components/ui/social-icon'
import { dockLinks } from '~/content/navigation'
import { useSite } from './use-site'

const icons: Record<string, (props: { className?: string }) => React.ReactNode> = {
  '/': chromeIcons.home,
  '/discover': chromeIcons.compass,
  '/features': chromeIcons.grid,
  '/our-story': chromeIcons.book,
  '/journey': chromeIcons.milestone,
  '/pricing': chromeIcons.rupee,
}

const item =
  'group relative flex size-11 items-center justify-center rounded-xl text-muted transition hover:bg-ink-line hover:text-paper'

const linksId = 'dock-links'

/**
 * The dock's toggle on small screens, one of the browser's own popover buttons, so it works on pages that run
 * no script (without popovers, a link to the dock shows it). It sits in the top bar, where it covers nothing
 * of the page: floating over the page, it hid body text and links on every page.
 */
export function DockToggle() {
  return (
    <PopoverButton
      target={linksId}
      fallbackHref={`#${linksId}`}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-ink-line lg:hidden"
    >
      {/* The name and icon follow the dock's state (app.css), without a script. */}
      <span className="dock-closed-only">
        <span className="sr-only">Open dock</span>
        <chromeIcons.panelOpen />
      </span>
      <span className="dock-open-only">
        <span className="sr-only">Close dock</span>
        <chromeIcons.panelClose />
      </span>
    </PopoverButton>
  )
}

/** The left-side dock; on small screens its links open from the toggle in the top bar (DockToggle). */
export function Dock() {
  const site = useSite()
  return (
    <nav
      aria-label="Dock"
      className="dock fixed top-20 left-4 z-30 flex flex-col items-start gap-2 lg:top-1/2 lg:-translate-y-1/2"
    >
      <div
        id={linksId}
        popover="auto"
        className="dock-links hidden flex-col gap-1 rounded-2xl border border-ink-line bg-ink-raised/95 p-1.5 shadow-2xl open:flex target:flex lg:flex"
      >
        <ul className="flex flex-col gap-1">
          {dockLinks.map((link) => {
            const Icon = icons[link.to] ?? chromeIcons.home
            return (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  aria-label={link.label}
                  onClick={closeEnclosingPopover}
                  className={({ isActive }) => `${item} ${isActive ? 'bg-accent/15 text-accent' : ''}`}
                >
                  <Icon className="size-5" />
                  <Tooltip label={link.label} />
                </NavLink>
              </li>
            )
          })}
        </ul>
        {site.social.length ? (
          <>
            <hr className="mx-2 my-1 border-ink-line" />
            <ul className="flex flex-col gap-1">
              {site.social.map((profile) => (
                <li key={profile.name}>
                  <a
                    href={profile.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${site.brand} on ${profile.name}`}
                    className={item}
                  >
                    <SocialIcon name={profile.name} />
                    <Tooltip label={profile.name} />
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </nav>
  )
}

function Tooltip({ label }: { label: string }) {
  return (
    <span
      aria-hidden="true"
      className="pointer-events-none absolute left-full ml-3 hidden rounded-md bg-paper px-2 py-1 text-xs font-medium whitespace-nowrap text-ink opacity-0 transition group-hover:opacity-100 group-focus-visible:opacity-100 lg:block"
    >
      {label}
    </span>
  )
}
