import type { PostCardData } from '~/components/blog/post-card'
import { formatPostDate } from '~/components/blog/post-date'
import { config } from '../config.server'
import { logger } from '../logger.server'
import { createSwrCache } from './cache.server'
import { createGhostSource } from './ghost.server'
import { createMarkdownSource } from './markdown.server'
import { sanitizePostHtml } from './sanitize.server'
import type { BlogAuthor, BlogPost, BlogSource, BlogTag } from './types.server'

export type { BlogAuthor, BlogPost, BlogTag } from './types.server'

export type Blog = {
  source: BlogSource['name']
  /** Every published post, newest first; an empty list when the source fails. */
  posts(): Promise<BlogPost[]>
  /** One post of the list, or null when the slug is not in it (or the source fails). */
  post(slug: string): Promise<BlogPost | null>
  authors(): Promise<BlogAuthor[]>
  tags(): Promise<BlogTag[]>
}

type BlogOptions = { ttlMs?: number; now?: () => number }

function sanitized(post: BlogPost): BlogPost {
  return { ...post, html: sanitizePostHtml(post.html) }
}

/**
 * What the pages read: a source behind a short cache, with the HTML sanitised and every failure logged and
 * turned into an empty answer, so a slow or failing CMS never breaks or slows a page.
 */
export function createBlog(source: BlogSource, { ttlMs = 60_000, now }: BlogOptions = {}): Blog {
  // Keyed by what is asked for (the list of posts, authors, tags), never by a visitor's input.
  const cache = createSwrCache({
    name: 'blog',
    ttlMs,
    now,
    maxEntries: 16,
    maxBytes: 32 * 1024 * 1024,
    sizeOf: (value) => Buffer.byteLength(JSON.stringify(value) ?? ''),
    onRefreshError: (key, error) => logger.error({ err: error, source: source.name, key }, 'blog refresh failed'),
  })

  async function guarded<T>(key: string, fallback: T, fetcher: () => Promise<T>) {
    try {
      return await cache.get(key, fetcher)
    } catch (error) {
      logger.error({ err: error, source: source.name, key }, 'blog source failed')
      return fallback
    }
  }

  const posts = () => guarded('posts', [], async () => (await source.posts()).map(sanitized))
  return {
    source: source.name,
    posts,
    // A post is read from the list, which the cache refreshes at most once a lifetime: a slug that is not
    // in it is answered at once, without asking the source and without keeping anything.
    post: async (slug) => (await posts()).find((post) => post.slug === slug) ?? null,
    authors: () => guarded('authors', [], () => source.authors()),
    tags: () => guarded('tags', [], () => source.tags()),
  }
}

let current: Blog | undefined

/** The site's blog: Ghost when it is configured, otherwise the Markdown posts in BLOG_CONTENT_DIR. */
export function blog(): Blog {
  if (!current) {
    const { GHOST_URL, GHOST_CONTENT_API_KEY, BLOG_CONTENT_DIR } = config()
    current = createBlog(
      GHOST_URL && GHOST_CONTENT_API_KEY
        ? createGhostSource({ url: GHOST_URL, key: GHOST_CONTENT_API_KEY })
        : createMarkdownSource(BLOG_CONTENT_DIR),
    )
  }
  return current
}

/** What a post card shows, with the date already written out, so server and browser agree. */
export function postCard(post: BlogPost): PostCardData {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    featureImage: post.featureImage,
    featureImageAlt: post.featureImageAlt,
    tag: post.primaryTag?.name ?? null,
    date: formatPostDate(post.publishedAt),
    publishedAt: post.publishedAt,
    readingTime: post.readingTime,
  }
}
