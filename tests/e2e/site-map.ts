import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { claimsOf } from '~/content/capabilities'
import { businessFacts } from '~/content/shipped-facts'
import { pressHeadingOf } from '~/content/press'
import { type SitePage, addressPattern, addressablePages, hasParameters } from '~/pages/site-pages'

// The site's pages as their routes declare them (app/pages/page-handle.ts), read from the build the tests run against.
const build = (await import(
  pathToFileURL(path.resolve(process.env.BUILD_DIR || 'build', 'server/index.js')).href
)) as typeof import('../../server/app')
const routes = await build.sitePagesOfBuild()
const pages = addressablePages(routes)

// The one staff page anyone may open: signing in.
const signIn = '/sign-in'

// The heading the spec gives a page, where it gives one.
const specHeadings: Record<string, string> = {
  '/press': pressHeadingOf(claimsOf(businessFacts)).title,
  '/press/releases': 'Press Releases',
  '/app': 'Create Content With Ease',
  '/patent': 'Innovation in Progress',
  '/waitlist': 'Launching Soon',
}

// An address for each page that stands for many: a post of content/blog, and one no page answers.
const samplePaths: Record<string, string> = {
  '/blog/:slug': '/blog/plan-reels-for-an-indian-wedding',
  '/*': '/no-such-page',
}

function samplePath(pattern: string) {
  const sample = samplePaths[pattern]
  if (!sample) throw new Error(`tests/e2e/site-map.ts has no sample address for ${pattern}`)
  return sample
}

/** Every page a visitor opens at an address of its own without signing in, with the heading the spec gives it. */
export const publicRoutes: { path: string; h1?: string }[] = pages
  .filter((page) => !hasParameters(page) && (page.handle.audience === 'public' || page.path === signIn))
  .map((page) => ({ path: page.path, h1: specHeadings[page.path] }))

/** The facts a route declares it shows, with those of the layouts it sits in. */
function factsWithin(route: SitePage | undefined): string[] {
  if (!route) return []
  const layout = routes.find((candidate) => candidate.id === route.parentId)
  return [...(route.handle.facts ?? []), ...factsWithin(layout)]
}

/** The business facts the page at an address declares it shows, with those of the layouts it sits in. */
export function declaredFacts(address: string) {
  const answering = routes.filter((route) => !route.isLayout && !route.path.endsWith('*'))
  const route = answering.find((candidate) => addressPattern(candidate).test(address))
  if (!route) throw new Error(`tests/e2e/site-map.ts: no route answers ${address}`)
  return factsWithin(route)
}

/** The pages whose main content shows a form, at their own address, as their handles declare it. */
export const formPages = pages
  .filter(
    (page) => page.handle.forms?.length && !hasParameters(page) && (page.handle.canonical ?? page.path) === page.path,
  )
  .map((page) => page.path)

/** Pages that declare they need no script: every public one, a blog post and the 404 page included. */
export const readingPages = pages
  .filter((page) => page.handle.audience === 'public' && !page.handle.scripts)
  .map((page) => (hasParameters(page) ? samplePath(page.path) : page.path))

for (const named of [signIn, ...Object.keys(specHeadings)]) {
  if (!pages.some((page) => page.path === named))
    throw new Error(`tests/e2e/site-map.ts names ${named}, which no route answers`)
}
