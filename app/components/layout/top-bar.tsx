import { Suspense, lazy } from 'react'
import { Link } from 'react-router'
import { CodeLoadBoundary } from '~/components/ui/code-load-boundary'
import { Logo } from '~/components/ui/logo'
import { site } from '~/content/site'
import { usePageScripts } from '~/page-scripts'
import type { SignedInStaff } from '~/server/auth.server'
import { GetTheAppButton } from './app-download-dialog'
import { DockToggle } from './dock'
import { MobileMenu } from './mobile-menu'
import { Avatar, staffLinks, triggerClass } from './staff-avatar'

// Only signed-in staff see the avatar menu, so visitors never download it.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })))

export function TopBar({ staff }: { staff: SignedInStaff | null }) {
  const scripts = usePageScripts()
  return (
    <header className="sticky top-0 z-40 border-b border-ink-line/70 bg-ink/95">
      <div className="container-page flex h-(--top-bar-height) items-center justify-between gap-2 sm:gap-4">
        <div className="flex min-w-0 items-center gap-2">
          <DockToggle />
          <Link to="/" aria-label={`${site.brand} home`} className="rounded-md">
            <Logo />
          </Link>
        </div>
        <div className="flex items-center gap-2 sm:gap-3">
          <GetTheAppButton className="button-secondary hidden md:inline-flex" />
          {!staff ? (
            <Link to="/contact" className="button-primary px-4 whitespace-nowrap sm:px-6">
              Contact Us
            </Link>
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
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}
