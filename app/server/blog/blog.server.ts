import { postCardImageSizes, postCardWidest } from '~/image-sizes'
import { imageSource } from '~/image-urls'
import { indianDateLabel } from '~/india-time'
import { config } from '../config.server'
import { type Pictures, pictures as sitePictures } from '../images/pictures.server'
import { logger } from '../logger.server'
import { createSwrCache } from './cache.server'
import { createGhostSource } from './ghost.server'
import { createMarkdownSource } from './markdown.server'
import { postImageSources, sanitizePostHtml } from './sanitize.server'
import type { BlogAuthor, BlogPost, BlogSource, BlogTag, PublishedPost } from './types.server'

export type { BlogAuthor, BlogPost, BlogTag, PublishedPost } from './types.server'

export type Blog = {
  source: BlogSource['name']
  /**
   * Every published post, newest first; an empty list when the source fails. Their bodies carry no pictures
   * (only `post()` checks those); the pages show a body only through `post()`.
   */
  posts(): Promise<PublishedPost[]>
  /** One post of the list, or null when the slug is not in it (or the source fails). */
  post(slug: string): Promise<PublishedPost | null>
  authors(): Promise<BlogAuthor[]>
  tags(): Promise<BlogTag[]>
}

type BlogOptions = { pictures: Pictures; ttlMs?: number; failureTtlMs?: number; now?: () => number }

// While the source fails and there is no earlier answer, it is asked again after this long: soon enough that
// a recovered CMS shows within moments, and seldom enough that a loop of requests for random slugs costs it
// at most one request for the list per this while.
const retryAfterFailureMs = 10_000

/**
 * What the pages read: a source behind a short cache, with the HTML sanitised, the pictures checked (one that
 * cannot be had is left out) and every failure logged and turned into an empty answer, so a slow or failing
 * CMS never breaks or slows a page.
 */
export function createBlog(
  source: BlogSource,
  { pictures, ttlMs = 60_000, failureTtlMs = retryAfterFailureMs, now }: BlogOptions,
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

  // Keyed by what is asked for (the list, each post of the list, authors, tags), never by a visitor's input.
  const cache = createSwrCache({
    name: 'blog',
    ttlMs,
    failureTtlMs,
    now,
    maxEntries: 512,
    maxBytes: 32 * 1024 * 1024,
    sizeOf: (value) => Buffer.byteLength(JSON.stringify(value) ?? ''),
    onError: (key, error, kept) =>
      logger.error({ err: error, source: source.name, key }, kept ? 'blog refresh failed' : 'blog source failed'),
  })

  // One cached list holds each post as the source gave it (for its page) and as the lists show it.
  const listed = () =>
    cache.get(
      'posts',
      () =>
        source
          .posts()
          .then((posts) =>
            Promise.all(posts.map(async (post) => ({ post, card: await published(post, { withBody: false }) }))),
          ),
      [],
    )
  return {
    source: source.name,
    posts: async () => (await listed()).map(({ card }) => card),
    // A post is read from the list, which the cache refreshes at most once a lifetime: a slug that is not
    // in it is answered at once, without asking the source and without keeping anything. A post's page is
    // kept per version, so an edit shows as soon as the list has it.
    post: async (slug) => {
      const entry = (await listed()).find(({ post }) => post.slug === slug)
      return entry
        ? cache.get(`post:${slug}:${entry.post.updatedAt}`, () => published(entry.post, { withBody: true }), null)
        : null
    },
    authors: () => cache.get('authors', () => source.authors(), []),
    tags: () => cache.get('tags', () => source.tags(), []),
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
      { pictures: sitePictures() },
    )
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
