import type { ServerBuild } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadRoutes } from '../../scripts/site-pages'
import { factNames } from '../content/business-schema'
import { placesOfFacts } from '../content/examples'
import { leadKinds } from '../leads/catalogue'
import type { PageHandle } from './page-handle'
import routeConfig from '../routes'
import { type SitePage, addressPattern, isPageHandle, isStaffAddress, sitePages, sitemapPaths } from './site-pages'

type Routes = ServerBuild['routes']

function route(
  id: string,
  parentId: string | undefined,
  path: string | undefined,
  handle: unknown,
  page = true,
): Routes[string] {
  return {
    id,
    parentId,
    path,
    index: path === undefined && id !== 'routes/site',
    module: { handle, ...(page ? { default: () => null } : {}) },
  } as Routes[string]
}

const publicPage: PageHandle = { audience: 'public', scripts: false }

describe('the site pages of a route table', () => {
  const routes: Routes = {
    root: route('root', undefined, '', { audience: 'any', scripts: false }),
    'routes/site': route('routes/site', 'root', undefined, { audience: 'any', scripts: false }),
    'routes/home': route('routes/home', 'routes/site', undefined, { ...publicPage, canonical: '/' }),
    landing: route('landing', 'routes/site', 'landing', { ...publicPage, canonical: '/' }),
    'routes/press': route('routes/press', 'routes/site', 'press', publicPage),
    'routes/press-releases': route('routes/press-releases', 'routes/site', 'press/releases', publicPage),
    'routes/blog-post': route('routes/blog-post', 'routes/site', 'blog/:slug', { ...publicPage, source: 'blog' }),
    'routes/unsubscribe': route('routes/unsubscribe', 'routes/site', 'unsubscribe', {
      audience: 'mail link',
      scripts: false,
    }),
    'routes/sign-in': route('routes/sign-in', 'routes/site', 'sign-in', { audience: 'staff', scripts: true }),
    'routes/console/layout': route('routes/console/layout', 'root', 'console', { audience: 'staff', scripts: true }),
    'routes/console/leads': route('routes/console/leads', 'routes/console/layout', 'leads/:kind', {
      audience: 'staff',
      scripts: true,
    }),
    'routes/not-found': route('routes/not-found', 'routes/site', '*', publicPage),
    'routes/sitemap': route('routes/sitemap', 'root', 'sitemap.xml', publicPage, false),
  }
  const pages = sitePages(routes)

  it('gives each route its full address', () => {
    expect(pages.map((page) => page.path)).toEqual([
      '/',
      '/',
      '/',
      '/landing',
      '/press',
      '/press/releases',
      '/blog/:slug',
      '/unsubscribe',
      '/sign-in',
      '/console',
      '/console/leads/:kind',
      '/*',
      '/sitemap.xml',
    ])
  })

  it('lists in the sitemap the public pages at their own canonical address, without parameters, files, staff or mail-link pages', () => {
    expect(sitemapPaths(pages)).toEqual(['/', '/press', '/press/releases'])
  })

  it('counts an address below a staff page as staff, even when no page answers it', () => {
    expect(
      ['/sign-in', '/console', '/console/leads/bookings', '/console/nothing'].filter((path) =>
        isStaffAddress(pages, path),
      ),
    ).toHaveLength(4)
    expect(['/', '/press', '/administration'].some((path) => isStaffAddress(pages, path))).toBe(false)
  })

  it('matches a parameter to one word and a trailing slash to nothing', () => {
    const post = pages.find((page) => page.id === 'routes/blog-post') as SitePage
    expect(
      ['/blog/plan-reels', '/blog/a.b', '/blog/a/b', '/blog/'].map((path) => addressPattern(post).test(path)),
    ).toEqual([true, false, false, false])
    const press = pages.find((page) => page.id === 'routes/press') as SitePage
    expect(['/press', '/press/'].map((path) => addressPattern(press).test(path))).toEqual([true, false])
  })

  it('refuses a route whose module says nothing about itself', () => {
    const unsaid = { ...routes, 'routes/new': route('routes/new', 'routes/site', 'new', undefined) }
    expect(() => sitePages(unsaid)).toThrow('The route routes/new has no handle saying its audience and its scripts')
  })
})

describe('the site pages of app/routes.ts', () => {
  let routes: Routes
  let pages: SitePage[]

  beforeAll(async () => {
    routes = await loadRoutes()
    pages = sitePages(routes)
  }, 120_000)

  it('has every route of app/routes.ts say who it is for and whether it needs scripts', () => {
    const count = (entries: typeof routeConfig): number =>
      entries.reduce((sum, entry) => sum + 1 + count(entry.children ?? []), 0)
    expect(Object.keys(routes)).toHaveLength(count(routeConfig) + 1)
    const unsaid = Object.values(routes).filter((entry) => !isPageHandle(entry?.module.handle))
    expect(unsaid.map((entry) => entry?.id)).toEqual([])
  })

  it('has every public page with a parameter name where its addresses come from', () => {
    const unsourced = pages.filter(
      (page) => page.handle.audience === 'public' && page.path.includes(':') && !page.handle.source,
    )
    expect(unsourced.map((page) => page.path)).toEqual([])
  })

  it('keeps only public pages, so no staff member or mail link is ever served a copy', () => {
    expect(
      pages.filter((page) => page.handle.cached && page.handle.audience !== 'public').map((page) => page.path),
    ).toEqual([])
  })

  it('has breadcrumbs and canonical addresses point at pages of the site', () => {
    const paths = new Set(pages.map((page) => page.path))
    const named = pages.flatMap((page) => [
      ...(page.handle.canonical ? [page.handle.canonical] : []),
      ...(page.handle.structuredData?.breadcrumb?.above ?? []).map((crumb) => crumb.path),
    ])
    expect(named.filter((path) => !paths.has(path))).toEqual([])
  })

  it('names a kind of lead for each form a page declares, and shows the form of every kind on some page', () => {
    const declared = pages.flatMap((page) => page.handle.forms ?? [])
    expect(declared.filter((name) => !(leadKinds as readonly string[]).includes(name))).toEqual([])
    expect(leadKinds.filter((kind) => !declared.includes(kind))).toEqual([])
  })

  it('shows every business fact somewhere, so none still an example is left out of the list', () => {
    const places = placesOfFacts(pages)
    expect(factNames.filter((name) => !places[name]?.length)).toEqual([])
  })
})
