import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { generatePath } from 'react-router'
import type { PageHandle } from '~/pages/page-handle'
import { BlogUnavailable, blog, blogRetryAfterSeconds } from '~/server/blog/blog.server'
import { sitemapXml } from '~/server/sitemap.server'
import { config } from '~/server/config.server'
import { pageSources } from '~/server/page-sources.server'
import { sitePagesOfBuild } from '~/server/site-pages.server'
import { addressablePages, hasParameters, sitemapPaths } from '~/pages/site-pages'

export const handle = { audience: 'public', scripts: false } satisfies PageHandle

// Pages change when the site is built and deployed, so that is their last-modified date; the pages that show
// the blog change whenever a post does.
const builtAt = fs.statSync(fileURLToPath(import.meta.url)).mtime.toISOString()

export async function loader() {
  const pages = await sitePagesOfBuild()
  const posts = await blog()
    .posts()
    .catch((error: unknown) => (error instanceof BlogUnavailable ? null : Promise.reject(error)))
  // Without the posts, no sitemap at all rather than one that leaves them out: a crawler tries again later.
  if (!posts) {
    return new Response('The blog cannot be read just now.', {
      status: 503,
      headers: { 'Retry-After': String(blogRetryAfterSeconds), 'Cache-Control': 'no-store' },
    })
  }
  const newestPost = posts
    .map((post) => post.updatedAt)
    .sort()
    .at(-1)
  const blogModified = newestPost && newestPost > builtAt ? newestPost : builtAt
  const changesWithBlog = new Set(pages.filter((page) => page.handle.changesWith === 'blog').map((page) => page.path))
  const fixed = sitemapPaths(pages).map((path) => ({
    path,
    lastModified: changesWithBlog.has(path) ? blogModified : builtAt,
  }))
  const sourced = addressablePages(pages).filter((page) => page.handle.audience === 'public' && hasParameters(page))
  const entries = await Promise.all(
    sourced.map(async ({ path, handle: { source } }) =>
      source
        ? (await pageSources[source].entries()).map((entry) => ({
            path: generatePath(path, entry.params),
            lastModified: entry.lastModified,
          }))
        : [],
    ),
  )
  return new Response(sitemapXml(config().SITE_URL, [...fixed, ...entries.flat()]), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  })
}
