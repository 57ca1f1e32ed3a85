import { canonicalPath, isMailLinkPath, isStaffPath } from '~/seo'

// The sitemap is made from the route table itself, so a page added to app/routes.ts is listed without
// anyone remembering to list it here.

export type ServerRoute = {
  id: string
  parentId?: string
  path?: string
  index?: boolean
  module: { default?: unknown }
}

export type SitemapEntry = { path: string; lastModified: string }

/**
 * The public pages among the routes: those with a page component and a fixed address, staff pages and the
 * pages our mail's links open left out.
 */
export function publicPagePaths(routes: Record<string, ServerRoute | undefined>) {
  const fullPath = (route: ServerRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined
    const base = parent ? fullPath(parent) : ''
    return route.path ? `${base.replace(/\/$/, '')}/${route.path}` : base
  }
  const paths = new Set<string>()
  for (const route of Object.values(routes)) {
    if (!route || route.id === 'root' || !route.module.default) continue
    if (!route.path && !route.index) continue
    const path = fullPath(route) || '/'
    if (/[:*]/.test(path) || isStaffPath(path) || isMailLinkPath(path) || canonicalPath(path) !== path) continue
    paths.add(path)
  }
  return [...paths].sort()
}

function escapeXml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

export function sitemapXml(siteUrl: string, entries: SitemapEntry[]) {
  const urls = entries.map(
    (entry) =>
      `  <url>\n    <loc>${escapeXml(`${siteUrl}${entry.path}`)}</loc>\n    <lastmod>${entry.lastModified}</lastmod>\n  </url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(siteUrl: string) {
  // Staff pages are not disallowed here: a crawler must be able to fetch them to read their noindex.
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`
}
