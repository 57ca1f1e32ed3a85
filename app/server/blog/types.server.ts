import type { Picture } from '~/images/image-urls'

// The one shape of a blog post the pages render, whichever source it came from.

export type BlogTag = { slug: string; name: string }

export type BlogAuthor = {
  slug: string
  name: string
  bio: string | null
  profileImage: string | null
}

export type BlogPost = {
  id: string
  slug: string
  title: string
  excerpt: string
  /** Sanitised HTML of the body. */
  html: string
  featureImage: string | null
  featureImageAlt: string | null
  /** The first public tag; internal tags are never shown. */
  primaryTag: BlogTag | null
  tags: BlogTag[]
  primaryAuthor: BlogAuthor | null
  authors: BlogAuthor[]
  /** ISO 8601. */
  publishedAt: string
  /** ISO 8601. */
  updatedAt: string
  /** Minutes, at least 1. */
  readingTime: number
}

/**
 * A post as the pages get it: its HTML sanitised, its pictures checked by the image endpoint (null when one
 * cannot be shown, so the page leaves it out rather than show it broken).
 */
export type PublishedPost = BlogPost & { featurePicture: Picture | null; authorPicture: Picture | null }

/**
 * Where posts come from: a Ghost CMS or the Markdown files in the repository. Implementations throw on a
 * failure (the blog facade logs it and falls back). A single post is read from the list, by the facade.
 */
export type BlogSource = {
  name: 'ghost' | 'markdown'
  posts(): Promise<BlogPost[]>
  authors(): Promise<BlogAuthor[]>
  tags(): Promise<BlogTag[]>
}
