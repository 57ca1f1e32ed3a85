// The sitemap is made from the site's pages (app/pages/site-pages.ts), so a page added to app/routes.ts is listed
// without anyone remembering to list it here.

export type SitemapEntry = { path: string; lastModified: string }

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
