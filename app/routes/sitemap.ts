import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { blog } from '~/server/blog/blog.server'
import { type ServerRoute, publicPagePaths, sitemapXml } from '~/server/blog/sitemap.server'
import { config } from '~/server/config.server'

// Pages change when the site is built and deployed, so that is their last-modified date; the blog pages
// change whenever a post does.
const builtAt = fs.statSync(fileURLToPath(import.meta.url)).mtime.toISOString()

export async function loader() {
  const { routes } = await import('virtual:react-router/server-build')
  const posts = await blog().posts()
  const newestPost = posts.map((post) => post.updatedAt).sort().at(-1)
  const blogModified = newestPost && newestPost > builtAt ? newestPost : builtAt
  const pages = publicPagePaths(routes as Record<string, ServerRoute | undefined>).map((path) => ({
    path,
    lastModified: path === '/blog' || path === '/press' ? blogModified : builtAt,
  }))
  const postEntries = posts.map((post) => ({ path: `/blog/${post.slug}`, lastModified: post.updatedAt }))
  return new Response(sitemapXml(config().SITE_URL, [...pages, ...postEntries]), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  })
}
