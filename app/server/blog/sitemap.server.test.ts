import { describe, expect, it } from 'vitest'
import { type ServerRoute, publicPagePaths, robotsTxt, sitemapXml } from './sitemap.server'

const page = { default: () => null }
const resource = {}

const routes: Record<string, ServerRoute> = {
  root: { id: 'root', path: '', module: page },
  'routes/site': { id: 'routes/site', parentId: 'root', module: page },
  'routes/home': { id: 'routes/home', parentId: 'routes/site', index: true, module: page },
  landing: { id: 'landing', parentId: 'routes/site', path: 'landing', module: page },
  'routes/press': { id: 'routes/press', parentId: 'routes/site', path: 'press', module: page },
  'routes/press-releases': { id: 'routes/press-releases', parentId: 'routes/site', path: 'press/releases', module: page },
  'routes/blog-post': { id: 'routes/blog-post', parentId: 'routes/site', path: 'blog/:slug', module: page },
  'routes/sign-in': { id: 'routes/sign-in', parentId: 'routes/site', path: 'sign-in', module: page },
  'routes/admin/leads': { id: 'routes/admin/leads', parentId: 'routes/site', path: 'admin/leads', module: page },
  'routes/not-found': { id: 'routes/not-found', parentId: 'routes/site', path: '*', module: page },
  'routes/sitemap': { id: 'routes/sitemap', parentId: 'root', path: 'sitemap.xml', module: resource },
}

describe('sitemap', () => {
  it('lists the public pages of the route table, without staff pages, duplicates, parameters or resources', () => {
    expect(publicPagePaths(routes)).toEqual(['/', '/press', '/press/releases'])
  })

  it('writes each address with its last-modified date', () => {
    expect(sitemapXml('https://reelcraft.in', [{ path: '/blog/a&b', lastModified: '2026-11-01' }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url>\n    <loc>https://reelcraft.in/blog/a&amp;b</loc>\n    <lastmod>2026-11-01</lastmod>\n  </url>\n</urlset>\n',
    )
  })

  it('is named in robots.txt', () => {
    expect(robotsTxt('https://reelcraft.in')).toContain('Sitemap: https://reelcraft.in/sitemap.xml')
  })
})
