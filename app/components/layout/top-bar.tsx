import { Suspense, lazy } from 'react'
import { Link } from 'react-router'
import { chromeIcons } from '~/components/ui/chrome-icons'
import { CodeLoadBoundary } from '~/components/ui/code-load-boundary'
import { Logo } from '~/components/ui/logo'
import { usePageScripts } from '~/pages/page-scripts'
import type { SignedInStaff } from '~/server/auth.server'
import { GetTheAppButton } from './app-download-dialog'
import { DockToggle } from './dock'
import { MobileMenu } from './mobile-menu'
import { useSite } from './use-site'
import { Avatar, staffLinks, triggerClass } from './staff-avatar'

// Only signed-in staff see the avatar menu, so visitors never download it.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })))

/**
 * The top bar; `appDialogName` is the Get the App dialog's name, from the root's loader, so the capabilities' words
 * stay out of the page's scripts.
 */
export function TopBar({ staff, appDialogName }: { staff: SignedInStaff | null; appDialogName: string }) {
  const scripts = usePageScripts()
  const site = useSite()
  return (
    <header className="sticky top-0 z-40 border-b border-ink-line/70 bg-ink/95">
      {/* One row, so that what gives way when a phone's font runs wide is decided in one place: first Contact Us's
          words, then on the narrowest screens the gaps and the name's size, last the name's end; nothing lies on
          another (docs/decisions/0104-nothing-overlaps-on-a-phone.md). */}
      <div className="container-page flex h-(--top-bar-height) items-center gap-2 max-[360px]:gap-1 sm:gap-3">
        <DockToggle />
        <Link to="/" aria-label={`${site.brand} home`} className="mr-auto flex min-w-0 rounded-md">
          <Logo brand={site.brand} className="min-w-0 max-[360px]:gap-1.5 max-[360px]:text-base" />
        </Link>
        <GetTheAppButton name={appDialogName} className="button-secondary hidden shrink-0 md:inline-flex" />
        {!staff ? (
          <ContactUs />
        ) : scripts ? (
          <CodeLoadBoundary fallback={null}>
            <Suspense fallback={null}>
              <UserMenu staff={staff} />
            </Suspense>
          </CodeLoadBoundary>
        ) : (
          // The avatar menu needs scripts; on a page without them the avatar leads to the console.
          <a href={staffLinks[0].to} aria-label={`${staffLinks[0].label} (${staff.name})`} className={triggerClass}>
            <Avatar name={staff.name} url={staff.avatarUrl} />
          </a>
        )}
        <MobileMenu appDialogName={appDialogName} />
      </div>
    </header>
  )
}

/**
 * Contact Us, whose words are the first thing to give way: the link takes the room the name and the other buttons
 * leave, up to its words' width, and its words show only when the whole of them fits there (app.css,
 * .fitting-words), in whatever font the phone draws them; otherwise they wrap out of sight and uncover the icon
 * beneath. Either way the link is named by its words. The focus ring is drawn on what shows, as the link's own box
 * may be wider than the icon.
 */
function ContactUs() {
  // The focus ring, drawn as the site's outline looks (a gap, then the accent) but as shadows, which the words
  // cover on the icon beneath them where an outline would show through. In forced colours, where shadows are not
  // drawn, the link's own transparent outline shows instead.
  const ring = 'group-focus-visible:shadow-[0_0_0_3px_var(--color-ink),0_0_0_6px_var(--color-accent)]'
  return (
    <Link
      to="/contact"
      className="group relative flex h-11 max-w-max min-w-11 flex-[1_1_0%] justify-end rounded-full focus-visible:outline-hidden"
    >
      <span
        className={`absolute inset-y-0 right-0 inline-flex size-11 items-center justify-center rounded-full bg-accent text-accent-ink ${ring}`}
      >
        <chromeIcons.message />
      </span>
      <span className="fitting-words relative z-[1]">
        <span className={`button-primary relative h-11 px-4 py-0 whitespace-nowrap sm:px-6 ${ring}`}>Contact Us</span>
      </span>
    </Link>
  )
}
