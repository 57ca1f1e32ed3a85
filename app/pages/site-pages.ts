import type { ServerBuild } from 'react-router'
import { type Audience, type PageHandle, audiences } from './page-handle'

// The site's pages as the route table (app/routes.ts) and the route modules' handles say: read from a server
// build's `routes` (`import('virtual:react-router/server-build')` on the server, the built `server/index.js` or
// Vite in tests), so nothing about a page is kept anywhere but in its own module.

export type SitePage = {
  id: string
  /** Its full address, parameters included: '/pricing', '/blog/:slug', '/*'. */
  path: string
  /** Whether it shows a page (its module has a component) rather than answering with a file or a redirect. */
  isPage: boolean
  /** Whether routes sit inside it (a layout). */
  isLayout: boolean
  /** The id of the layout it sits inside; none for the root. */
  parentId?: string
  handle: PageHandle
}

type BuildRoutes = ServerBuild['routes']

/** Whether a route module's handle says at least who the route is for and whether it needs scripts. */
export function isPageHandle(handle: unknown): handle is PageHandle {
  if (typeof handle !== 'object' || handle === null) return false
  const { audience, scripts } = handle as Partial<PageHandle>
  return audiences.includes(audience as Audience) && typeof scripts === 'boolean'
}

/** Every route of the build, root and layouts included, in the order of app/routes.ts. */
export function sitePages(routes: BuildRoutes): SitePage[] {
  const all = Object.values(routes).filter((route) => route !== undefined)
  const fullPath = (id: string | undefined): string => {
    const route = id ? routes[id] : undefined
    if (!route) return ''
    const base = fullPath(route.parentId)
    return route.path ? `${base.replace(/\/$/, '')}/${route.path}` : base
  }
  return all.map((route) => {
    const handle: unknown = route.module.handle
    if (!isPageHandle(handle))
      throw new Error(
        `The route ${route.id} has no handle saying its audience and its scripts (app/pages/page-handle.ts)`,
      )
    return {
      id: route.id,
      path: fullPath(route.id) || '/',
      isPage: Boolean(route.module.default),
      isLayout: all.some((child) => child.parentId === route.id),
      ...(route.parentId ? { parentId: route.parentId } : {}),
      handle,
    }
  })
}

/** Whether the page's address has a parameter (`:slug`) or a splat (`*`), so it stands for many addresses. */
export function hasParameters(page: SitePage) {
  return /[:*]/.test(page.path)
}

/** The pages people open at an address of their own: not layouts, files or redirects. */
export function addressablePages(pages: SitePage[]) {
  return pages.filter((page) => page.isPage && !page.isLayout)
}

/**
 * The addresses a page answers: exactly its own, or those its parameters stand for, a parameter being a word of
 * letters, digits, '_' and '-' (a trailing slash makes another address).
 */
export function addressPattern(page: SitePage) {
  const pattern = page.path
    .split('/')
    .map((segment) =>
      segment === '*' ? '.*' : segment.startsWith(':') ? '[\\w-]+' : segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/')
  return new RegExp(`^${pattern}$`)
}

/** The public pages with an address of their own at their canonical address: what the sitemap lists, sorted. */
export function sitemapPaths(pages: SitePage[]) {
  return addressablePages(pages)
    .filter(
      (page) =>
        page.handle.audience === 'public' && !hasParameters(page) && (page.handle.canonical ?? page.path) === page.path,
    )
    .map((page) => page.path)
    .sort()
}

/**
 * Whether an address belongs to staff: a staff page's, or one below it that no page answers (a mistyped
 * /console/… address is still never indexed).
 */
export function isStaffAddress(pages: SitePage[], pathname: string) {
  return pages.some(
    (page) =>
      page.handle.audience === 'staff' &&
      !hasParameters(page) &&
      (pathname === page.path || pathname.startsWith(`${page.path}/`)),
  )
}

/**
 * An address as a log may write it: where it leads to a page a mail's link opens (a request's page), the part
 * that carries the secret is written as the page's parameter (`/requests/:token/move`), so whoever reads the log
 * cannot open the page. The secret is the first parameter of such a page; anything after it is kept.
 */
export function addressWithoutSecrets(pages: SitePage[], pathname: string) {
  for (const page of pages) {
    if (page.handle.audience !== 'mail link') continue
    const segments = page.path.split('/')
    const secret = segments.findIndex((segment) => segment.startsWith(':'))
    if (secret < 0) continue
    const given = pathname.split('/')
    const before = segments.slice(0, secret)
    if (given.length <= secret || before.some((segment, index) => segment !== given[index])) continue
    // `/requests/<token>.data` is the same page's data.
    const rest = given[secret].replace(/^[^.]*/, '')
    return [...before, segments[secret] + rest, ...given.slice(secret + 1)].join('/')
  }
  return pathname
}
