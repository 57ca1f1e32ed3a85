import { Suspense, lazy } from 'react'
import { Link } from 'react-router'
import { CodeLoadBoundary } from '~/components/ui/code-load-boundary'
import { Logo } from '~/components/ui/logo'
import { site } from '~/content/site'
import type { SignedInStaff } from '~/server/auth.server'
import { MobileMenu } from './mobile-menu'

// Only signed-in staff see the avatar menu, so visitors never download it.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })))

type Props = { onGetApp: (opener: HTMLElement | null) => void; staff: SignedInStaff | null }

export function TopBar({ onGetApp, staff }: Props) {
  return (
    <header className="sticky top-0 z-40 border-b border-ink-line/70 bg-ink/95">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link to="/" aria-label={`${site.brand} home`} className="rounded-md">
          <Logo />
        </Link>
        <div className="flex items-center gap-2 sm:gap-3">
          <button type="button" className="button-secondary hidden md:inline-flex" onClick={(event) => onGetApp(event.currentTarget)}>
            Get the App
          </button>
          {staff ? (
            <CodeLoadBoundary fallback={null}>
              <Suspense fallback={null}>
                <UserMenu staff={staff} />
              </Suspense>
            </CodeLoadBoundary>
          ) : (
            <Link to="/contact" className="button-primary px-4 whitespace-nowrap sm:px-6">
              Contact Us
            </Link>
          )}
          <MobileMenu onGetApp={onGetApp} />
        </div>
      </div>
    </header>
  )
}
