import { describe, expect, it } from 'vitest'
import { robotsTxt, sitemapXml } from './sitemap.server'

describe('sitemap', () => {
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
