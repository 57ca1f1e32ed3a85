import { z } from 'zod'
import type { BlogAuthor, BlogPost, BlogSource, BlogTag } from './types.server'

// A client for the Ghost Content API (v5). It honours what a real Ghost does: every path ends with a slash
// (without one Ghost answers 301), `limit=all` is capped at 100 so lists follow `meta.pagination.next`, a
// read by slug answers `{"posts":[post]}` with no `meta`, and errors answer `{"errors":[…]}` (404 for an
// unknown slug, 401 for an unknown key, 403 for a missing key). Newer fields may be absent.

const acceptVersion = 'v5.0'
// A safety net against a server whose `next` never ends: 100 pages of 100 posts.
const maxPages = 100

const tagSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullish(),
  visibility: z.string().nullish(),
  feature_image: z.string().nullish(),
  url: z.string().nullish(),
})

const authorSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  profile_image: z.string().nullish(),
  cover_image: z.string().nullish(),
  bio: z.string().nullish(),
  website: z.string().nullish(),
  location: z.string().nullish(),
  facebook: z.string().nullish(),
  twitter: z.string().nullish(),
  url: z.string().nullish(),
})

const postSchema = z.object({
  id: z.string(),
  uuid: z.string().nullish(),
  slug: z.string(),
  title: z.string(),
  html: z.string().nullish(),
  excerpt: z.string().nullish(),
  custom_excerpt: z.string().nullish(),
  feature_image: z.string().nullish(),
  feature_image_alt: z.string().nullish(),
  feature_image_caption: z.string().nullish(),
  featured: z.boolean().nullish(),
  visibility: z.string().nullish(),
  published_at: z.string().nullish(),
  updated_at: z.string().nullish(),
  created_at: z.string().nullish(),
  reading_time: z.number().nullish(),
  tags: z.array(tagSchema).nullish(),
  authors: z.array(authorSchema).nullish(),
  primary_tag: tagSchema.nullish(),
  primary_author: authorSchema.nullish(),
  url: z.string().nullish(),
})

const paginationSchema = z.object({
  page: z.number(),
  limit: z.union([z.number(), z.string()]),
  pages: z.number(),
  total: z.number(),
  next: z.number().nullable(),
  prev: z.number().nullable(),
})

const metaSchema = z.object({ pagination: paginationSchema }).nullish()

const errorBodySchema = z.object({
  errors: z.array(
    z.object({
      message: z.string(),
      type: z.string().nullish(),
      context: z.string().nullish(),
      code: z.string().nullish(),
    }),
  ),
})

export type GhostPost = z.infer<typeof postSchema>
export type GhostTag = z.infer<typeof tagSchema>
export type GhostAuthor = z.infer<typeof authorSchema>

/** A Ghost answer that was not what a caller can use: an error body, a bad status, a timeout or bad JSON. */
export class GhostError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly type: string | null = null,
  ) {
    super(message)
    this.name = 'GhostError'
  }
}

export type GhostOptions = {
  url: string
  key: string
  timeoutMs?: number
}

type Query = Record<string, string | number>

/** The Content API resources the site reads (posts, authors and tags), each read as Ghost answers it. */
export function createGhostClient({ url, key, timeoutMs = 5_000 }: GhostOptions) {
  async function request(path: string, query: Query = {}) {
    const address = new URL(`${url}/ghost/api/content/${path}`)
    address.searchParams.set('key', key)
    for (const [name, value] of Object.entries(query)) address.searchParams.set(name, String(value))
    let response: Response
    try {
      response = await fetch(address, {
        headers: { 'Accept-Version': acceptVersion, Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError'
      throw new GhostError(
        timedOut ? `Ghost did not answer within ${timeoutMs} ms` : `Ghost could not be reached: ${String(error)}`,
        null,
      )
    }
    const text = await response.text()
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      throw new GhostError(`Ghost answered ${response.status} with a body that is not JSON`, response.status)
    }
    if (!response.ok) {
      const errors = errorBodySchema.safeParse(body)
      const first = errors.success ? errors.data.errors[0] : undefined
      throw new GhostError(
        first ? `${first.message}${first.context ? ` (${first.context})` : ''}` : `Ghost answered ${response.status}`,
        response.status,
        first?.type ?? null,
      )
    }
    return body
  }

  async function browseAll<T extends z.ZodType>(resource: string, itemSchema: T, query: Query = {}) {
    const listSchema = z.object({ items: z.array(itemSchema), meta: metaSchema })
    const items: z.infer<T>[] = []
    for (let page = 1; page <= maxPages; ) {
      const body = (await request(`${resource}/`, { ...query, limit: 'all', page })) as Record<string, unknown>
      const parsed = listSchema.safeParse({ items: body?.[resource], meta: body?.meta })
      if (!parsed.success) throw new GhostError(`Ghost answered ${resource} in an unexpected shape`, 200)
      const batch = parsed.data.items as z.infer<T>[]
      items.push(...batch)
      const pagination = parsed.data.meta?.pagination
      // Past the last page Ghost still offers a `next`; an empty page or the page count ends the walk.
      if (!pagination?.next || batch.length === 0 || pagination.page >= pagination.pages) break
      page = pagination.next
    }
    return items
  }

  async function readOne<T extends z.ZodType>(resource: string, path: string, itemSchema: T, query: Query = {}) {
    try {
      const body = (await request(path, query)) as Record<string, unknown>
      const parsed = z.array(itemSchema).safeParse(body?.[resource])
      if (!parsed.success) throw new GhostError(`Ghost answered ${resource} in an unexpected shape`, 200)
      return (parsed.data as z.infer<T>[])[0] ?? null
    } catch (error) {
      if (error instanceof GhostError && error.status === 404) return null
      throw error
    }
  }

  const withTagsAndAuthors = { include: 'tags,authors' }
  return {
    posts: () => browseAll('posts', postSchema, withTagsAndAuthors),
    post: (slug: string) => readOne('posts', `posts/slug/${encodeURIComponent(slug)}/`, postSchema, withTagsAndAuthors),
    authors: () => browseAll('authors', authorSchema),
    tags: () => browseAll('tags', tagSchema),
  }
}

export type GhostClient = ReturnType<typeof createGhostClient>

function publicTags(tags: GhostTag[] | null | undefined): BlogTag[] {
  return (tags ?? []).filter((tag) => tag.visibility !== 'internal').map(({ slug, name }) => ({ slug, name }))
}

function toAuthor(author: GhostAuthor): BlogAuthor {
  return {
    slug: author.slug,
    name: author.name,
    bio: author.bio ?? null,
    profileImage: author.profile_image ?? null,
  }
}

/** A Ghost post in the site's post shape. The HTML is sanitised later, by the blog facade. */
export function fromGhostPost(post: GhostPost): BlogPost {
  const tags = publicTags(post.tags ?? (post.primary_tag ? [post.primary_tag] : []))
  const authors = (post.authors ?? (post.primary_author ? [post.primary_author] : [])).map(toAuthor)
  const publishedAt = post.published_at ?? post.created_at ?? new Date(0).toISOString()
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.custom_excerpt ?? post.excerpt ?? '',
    html: post.html ?? '',
    featureImage: post.feature_image ?? null,
    featureImageAlt: post.feature_image_alt ?? null,
    primaryTag: tags[0] ?? null,
    tags,
    primaryAuthor: post.primary_author ? toAuthor(post.primary_author) : (authors[0] ?? null),
    authors,
    publishedAt,
    updatedAt: post.updated_at ?? publishedAt,
    readingTime: Math.max(1, post.reading_time ?? 1),
  }
}

/**
 * Whether a post is for everyone. For a members-only or paid post (`members`, `paid`, `tiers`) Ghost's Content
 * API sends only its teaser, and this site cannot sign a member in: such posts are left out of the site
 * (docs/decisions/0112).
 */
export function isPublicPost(post: GhostPost) {
  return (post.visibility ?? 'public') === 'public'
}

/** The blog source backed by Ghost. */
export function createGhostSource(options: GhostOptions): BlogSource & { client: GhostClient } {
  const client = createGhostClient(options)
  return {
    name: 'ghost',
    client,
    posts: async () => (await client.posts()).filter(isPublicPost).map(fromGhostPost),
    authors: async () => (await client.authors()).map(toAuthor),
    tags: async () => publicTags(await client.tags()),
  }
}
