import { useEffect, useState } from 'react'
import { NavLink, useLocation } from 'react-router'
import { chromeIcons } from '~/components/ui/chrome-icons'
import { SocialIcon } from '~/components/ui/social-icon'
import { dockLinks } from '~/content/navigation'
import { site } from '~/content/site'

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

/** The left-side dock; on small screens it folds into a toggle button. */
export function Dock() {
  const [open, setOpen] = useState(false)
  const location = useLocation()

  useEffect(() => setOpen(false), [location.pathname])

  return (
    <nav
      aria-label="Dock"
      className="fixed bottom-4 left-4 z-30 flex flex-col-reverse items-start gap-2 lg:top-1/2 lg:bottom-auto lg:-translate-y-1/2"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false)
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls="dock-links"
        aria-label={open ? 'Close dock' : 'Open dock'}
        onClick={() => setOpen((value) => !value)}
        className="flex size-12 items-center justify-center rounded-2xl border border-ink-line bg-ink-raised/95 shadow-lg lg:hidden"
      >
        {open ? <chromeIcons.panelClose /> : <chromeIcons.panelOpen />}
      </button>
      <div
        id="dock-links"
        className={`${open ? 'flex' : 'hidden'} flex-col gap-1 rounded-2xl border border-ink-line bg-ink-raised/95 p-1.5 shadow-2xl lg:flex`}
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
                  className={({ isActive }) => `${item} ${isActive ? 'bg-accent/15 text-accent' : ''}`}
                >
                  <Icon className="size-5" />
                  <Tooltip label={link.label} />
                </NavLink>
              </li>
            )
          })}
        </ul>
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
