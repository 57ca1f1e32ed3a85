import { Link, NavLink, Outlet, isRouteErrorResponse, useRouteLoaderData } from 'react-router'
import { UserMenu } from '~/components/layout/user-menu'
import { Logo } from '~/components/ui/logo'
import { businessWords } from '~/content/business-console'
import { useSite } from '~/components/layout/use-site'
import { titleWithBrand } from '~/pages/seo'
import { leadCatalogue, leadKinds } from '~/leads/catalogue'
import { requireStaff } from '~/server/auth.server'
import type { Route } from './+types/layout'
import type { PageHandle } from '~/pages/page-handle'

export const handle = { audience: 'staff', scripts: true } satisfies PageHandle

export function headers() {
  return { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'private, no-store' }
}

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request)
  return { staff: { name: staff.name, email: staff.email, role: staff.role, avatarUrl: staff.avatarUrl } }
}

export function useConsoleStaff() {
  return useRouteLoaderData<typeof loader>('routes/console/layout')?.staff ?? null
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-accent text-accent-ink' : 'text-paper hover:bg-ink-line'}`

/** The staff console's own chrome: a plain header and a navigation of every list. */
export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  const { staff } = loaderData
  return (
    <ConsoleChrome staff={staff}>
      <Outlet />
    </ConsoleChrome>
  )
}

function ConsoleChrome({
  staff,
  children,
}: {
  staff: Route.ComponentProps['loaderData']['staff'] | null
  children: React.ReactNode
}) {
  const site = useSite()
  return (
    <div className="min-h-dvh">
      <a
        href="#console-main"
        className="sr-only z-50 rounded-md bg-accent px-4 py-2 font-semibold text-accent-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-ink-line bg-ink/95">
        <div className="flex h-(--top-bar-height) items-center justify-between gap-2 px-5 sm:gap-4">
          <Link
            to="/console"
            className="flex min-w-0 items-center gap-3 rounded-md"
            aria-label={`${site.brand} console home`}
          >
            <Logo brand={site.brand} className="min-w-0" />
            <span className="hidden text-sm font-semibold text-muted sm:inline">Console</span>
          </Link>
          <div className="flex shrink-0 items-center gap-3">
            <Link to="/" className="text-sm text-muted underline-offset-4 hover:text-paper hover:underline">
              View site
            </Link>
            {staff ? <UserMenu staff={staff} /> : null}
          </div>
        </div>
      </header>
      <div className="lg:flex">
        {staff ? (
          <nav
            aria-label="Console"
            className="border-b border-ink-line lg:min-h-[calc(100dvh-4rem)] lg:w-60 lg:shrink-0 lg:border-r lg:border-b-0"
          >
            <ul className="flex gap-1 overflow-x-auto p-3 lg:flex-col">
              <li>
                <NavLink to="/console" end className={linkClass}>
                  Dashboard
                </NavLink>
              </li>
              {leadKinds.map((kind) => (
                <li key={kind}>
                  <NavLink to={`/console/leads/${kind}`} className={linkClass}>
                    {leadCatalogue[kind].label.plural}
                  </NavLink>
                </li>
              ))}
              <li>
                <NavLink to="/console/outbox" className={linkClass}>
                  Mail outbox
                </NavLink>
              </li>
              {staff.role === 'admin' ? (
                <>
                  <li>
                    <NavLink to="/console/privacy" className={linkClass}>
                      Privacy requests
                    </NavLink>
                  </li>
                  <li>
                    <NavLink to="/console/staff" className={linkClass}>
                      Staff
                    </NavLink>
                  </li>
                  <li>
                    <NavLink to="/console/business" className={linkClass}>
                      {businessWords.heading}
                    </NavLink>
                  </li>
                </>
              ) : null}
            </ul>
          </nav>
        ) : null}
        <main id="console-main" className="min-w-0 flex-1 px-5 py-8 lg:px-10">
          {children}
        </main>
      </div>
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const staff = useConsoleStaff()
  const status = isRouteErrorResponse(error) ? error.status : 500
  const messages: Record<number, [string, string]> = {
    401: ['Please sign in', 'Your session has ended. Please sign in again to continue.'],
    403: ['Not allowed', 'Only an administrator can open this part of the console.'],
    404: ['Not found', 'There is nothing here. It may have been erased, or the address is wrong.'],
  }
  const [title, text] = messages[status] ?? [
    'Something went wrong',
    'Sorry, this could not be shown. Please try again in a moment.',
  ]
  if (status >= 500) console.error(error)
  const site = useSite()
  return (
    <ConsoleChrome staff={staff}>
      <title>{titleWithBrand(title, `${site.brand} console`)}</title>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-muted">{text}</p>
      <Link to={status === 401 ? '/sign-in' : '/console'} className="button-primary mt-8">
        {status === 401 ? 'Sign in' : 'Back to the dashboard'}
      </Link>
    </ConsoleChrome>
  )
}
