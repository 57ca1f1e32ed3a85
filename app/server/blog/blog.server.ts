import crypto from 'node:crypto'
import path from 'node:path'
import { data } from 'react-router'
import { postCardImageSizes, postCardWidest } from '~/images/image-sizes'
import { imageSource } from '~/images/image-urls'
import { indianDateLabel } from '~/india/india-time'
import { config } from '../config.server'
import type { Pictures } from '../images/pictures.server'
import { pictures as sitePictures } from '../images/site-pictures.server'
import { logger } from '../logger.server'
import { signals } from '../signals.server'
import { createSwrCache } from './cache.server'
import { createGhostSource } from './ghost.server'
import { type KeptCopy, keptCopy } from './kept-copy.server'
import { createMarkdownSource } from './markdown.server'
import { postImageSources, sanitizePostHtml } from './sanitize.server'
import type { BlogAuthor, BlogPost, BlogSource, BlogTag, PublishedPost } from './types.server'

export type { BlogAuthor, BlogPost, BlogTag, PublishedPost } from './types.server'

/**
 * The blog cannot be shown: its source fails and there is no earlier answer, in memory or on disk. Pages answer
 * 503 with `Retry-After` (never 404, never an empty 200), and nothing is kept.
 */
export class BlogUnavailable extends Error {
  constructor(cause: unknown) {
    super('the blog source fails and no copy of its posts is kept', { cause })
    this.name = 'BlogUnavailable'
  }
}

/** Reads the blog for a page; while it cannot be shown, answers 503 with `Retry-After` instead. */
export async function orUnavailable<T>(read: Promise<T>): Promise<T> {
  try {
    return await read
  } catch (error) {
    if (!(error instanceof BlogUnavailable)) throw error
    throw data(null, { status: 503, headers: { 'Retry-After': String(blogRetryAfterSeconds) } })
  }
}

export type Blog = {
  source: BlogSource['name']
  /**
   * Every published post, newest first. Their bodies carry no pictures (only `post()` checks those); the pages
   * show a body only through `post()`. Throws `BlogUnavailable` when there is nothing to show.
   */
  posts(): Promise<PublishedPost[]>
  /** One post of the list, or null when the slug is not in it. Throws `BlogUnavailable` as `posts()` does. */
  post(slug: string): Promise<PublishedPost | null>
  /** What the list of posts is now, for a cache of the pages that show it: it changes when a post does. */
  version(): Promise<string>
  authors(): Promise<BlogAuthor[]>
  tags(): Promise<BlogTag[]>
  /** Forgets what the source answered: the next read asks it again and waits for its answer. */
  forget(): void
}

type BlogOptions = {
  pictures: Pictures
  /** Where the last good list is kept on disk, for a source that may be down when the site starts. */
  copy?: KeptCopy
  ttlMs?: number
  failureTtlMs?: number
  now?: () => number
}

/** How long a post the CMS has just published may take to show on the site (README, Blog). */
export const blogLifetimeMs = 60_000

// While the source fails, it is asked again after this long: soon enough that a recovered CMS shows within
// moments, and seldom enough that a loop of requests for random slugs costs it at most one request for the
// list per this while.
const retryAfterFailureMs = 5_000

/** How long a visitor is asked to wait before trying a blog page that could not be shown. */
export const blogRetryAfterSeconds = Math.ceil(retryAfterFailureMs / 1000)

type Listed = { post: BlogPost; card: PublishedPost }[]

/**
 * What the pages read: a source behind a short cache, with the HTML sanitised, the pictures checked (one that
 * cannot be had is left out) and every failure logged. While the source fails, the last good answer is served:
 * the one in memory, or else the copy kept on disk (logged as stale); with neither, `BlogUnavailable`.
 */
export function createBlog(
  source: BlogSource,
  { pictures, copy, ttlMs = blogLifetimeMs, failureTtlMs = retryAfterFailureMs, now = Date.now }: BlogOptions,
): Blog {
  const describe = (src: string | null | undefined) => (src ? pictures.describe(src) : Promise.resolve(null))

  async function published(post: BlogPost, { withBody }: { withBody: boolean }): Promise<PublishedPost> {
    const sources = withBody ? postImageSources(post.html) : []
    const [featurePicture, authorPicture, ...bodyPictures] = await Promise.all([
      describe(post.featureImage),
      describe(post.primaryAuthor?.profileImage),
      ...sources.map(describe),
    ])
    const body = new Map(sources.map((src, index) => [src, bodyPictures[index]]))
    return { ...post, html: sanitizePostHtml(post.html, body), featurePicture, authorPicture }
  }

  const withCards = (posts: BlogPost[]): Promise<Listed> =>
    Promise.all(posts.map(async (post) => ({ post, card: await published(post, { withBody: false }) })))

  let lastFailure: unknown = null
  // Keyed by what is asked for (the list, each post of the list, authors, tags), never by a visitor's input.
  const cache = createSwrCache({
    name: 'blog',
    ttlMs,
    failureTtlMs,
    now,
    maxEntries: 512,
    maxBytes: 32 * 1024 * 1024,
    sizeOf: (value) => Buffer.byteLength(JSON.stringify(value) ?? ''),
    onError: (key, error, kept) => {
      lastFailure = error
      logger.error({ err: error, source: source.name, key }, kept ? 'blog refresh failed' : 'blog source failed')
    },
  })

  // The copy on disk, read once per outage and served until the source answers again.
  let fromCopy: Promise<{ listed: Listed; savedAt: string } | null> | null = null
  async function copied() {
    fromCopy ??= (async () => {
      const kept = await copy?.read()
      if (!kept) return null
      logger.warn(
        { source: source.name, savedAt: kept.savedAt, posts: kept.posts.length },
        'blog source fails: serving the copy kept on disk (stale) until it answers',
      )
      return { listed: await withCards(kept.posts), savedAt: kept.savedAt }
    })()
    return fromCopy
  }

  // One cached list holds each post as the source gave it (for its page) and as the lists show it.
  async function listed(): Promise<Listed> {
    const fresh = await cache.get(
      'posts',
      async () => {
        const posts = await source.posts()
        if (fromCopy) logger.info({ source: source.name }, 'blog source answers again')
        fromCopy = null
        await copy?.write(posts, new Date(now())).catch((error: unknown) => {
          logger.error({ err: error }, 'the copy of the blog could not be kept on disk')
        })
        return withCards(posts)
      },
      null,
    )
    if (fresh) return fresh
    const kept = await copied()
    if (kept) return kept.listed
    throw new BlogUnavailable(lastFailure)
  }

  const versions = new WeakMap<Listed, string>()
  function versionOf(list: Listed) {
    let version = versions.get(list)
    if (!version) {
      const summary = list.map(({ post }) => `${post.slug} ${post.updatedAt}`).join('\n')
      version = crypto.createHash('sha1').update(summary).digest('base64url')
      versions.set(list, version)
    }
    return version
  }

  return {
    source: source.name,
    posts: async () => (await listed()).map(({ card }) => card),
    // A post is read from the list, which the cache refreshes at most once a lifetime: a slug that is not
    // in it is answered at once, without asking the source and without keeping anything. A post's page is
    // kept per version, so an edit shows as soon as the list has it.
    post: async (slug) => {
      const entry = (await listed()).find(({ post }) => post.slug === slug)
      if (!entry) return null
      const page = await cache.get(
        `post:${slug}:${entry.post.updatedAt}`,
        () => published(entry.post, { withBody: true }),
        null,
      )
      if (!page) throw new BlogUnavailable(lastFailure)
      return page
    },
    version: async () => {
      try {
        return versionOf(await listed())
      } catch (error) {
        if (error instanceof BlogUnavailable) return 'unavailable'
        throw error
      }
    },
    authors: () => cache.get('authors', () => source.authors(), []),
    tags: () => cache.get('tags', () => source.tags(), []),
    forget: () => cache.clear(),
  }
}

let current: Blog | undefined

/**
 * The site's blog: Ghost when it is configured, otherwise the Markdown posts in BLOG_CONTENT_DIR. Every instance
 * forgets Ghost's answers when told the blog changed (Ghost's webhook, README's Blog).
 */
export function blog(): Blog {
  if (!current) {
    const { GHOST_URL, GHOST_CONTENT_API_KEY, BLOG_CONTENT_DIR, DATA_DIR } = config()
    current =
      GHOST_URL && GHOST_CONTENT_API_KEY
        ? createBlog(createGhostSource({ url: GHOST_URL, key: GHOST_CONTENT_API_KEY }), {
            pictures: sitePictures(),
            copy: keptCopy(path.join(DATA_DIR, 'blog', 'ghost-posts.json'), GHOST_URL),
          })
        : createBlog(createMarkdownSource(BLOG_CONTENT_DIR), { pictures: sitePictures() })
    signals().on('blog', () => current?.forget())
  }
  return current
}

/** What a post card shows, with the date already written out, so server and browser agree. */
export function postCard(post: PublishedPost) {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    featureImage: post.featurePicture && imageSource(post.featurePicture, postCardImageSizes, postCardWidest),
    featureImageAlt: post.featureImageAlt,
    tag: post.primaryTag?.name ?? null,
    date: indianDateLabel(post.publishedAt),
    publishedAt: post.publishedAt,
    readingTime: post.readingTime,
  }
}
