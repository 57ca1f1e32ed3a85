import fs from 'node:fs/promises'
import path from 'node:path'
import { marked } from 'marked'
import { parse as parseYaml } from 'yaml'
import { z } from 'zod'
import type { BlogAuthor, BlogPost, BlogSource, BlogTag } from './types.server'

// Posts written as Markdown files with YAML front matter, turned into the same post objects Ghost gives.

const wordsPerMinute = 275

const frontMatterSchema = z.object({
  title: z.string().min(1),
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens')
    .optional(),
  excerpt: z.string().optional(),
  feature_image: z.string().optional(),
  feature_image_alt: z.string().optional(),
  tags: z.array(z.string()).default([]),
  author: z.object({
    name: z.string().min(1),
    slug: z.string().optional(),
    bio: z.string().optional(),
    picture: z.string().optional(),
  }),
  published_at: z.coerce.date(),
  updated_at: z.coerce.date().optional(),
  draft: z.boolean().default(false),
})

export function slugify(text: string) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Minutes to read a text at Ghost's pace of 275 words a minute, at least one. */
export function readingTime(text: string) {
  const words = text.split(/\s+/).filter(Boolean).length
  return Math.max(1, Math.ceil(words / wordsPerMinute))
}

function plainText(html: string) {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim()
}

function excerptOf(text: string) {
  if (text.length <= 200) return text
  return `${text.slice(0, text.lastIndexOf(' ', 200))}…`
}

/** One Markdown file (front matter between `---` lines, then the body) as a post. */
export function parseMarkdownPost(fileName: string, source: string): BlogPost & { draft: boolean } {
  const match = source.match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/)
  if (!match) throw new Error(`${fileName}: no front matter between --- lines`)
  const parsed = frontMatterSchema.safeParse(parseYaml(match[1]))
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')
    throw new Error(`${fileName}: ${problems}`)
  }
  const front = parsed.data
  const html = marked.parse(match[2], { async: false })
  const text = plainText(html)
  const slug = front.slug ?? slugify(path.basename(fileName, '.md'))
  const tags: BlogTag[] = front.tags
    .filter((name) => !name.startsWith('#'))
    .map((name) => ({ name, slug: slugify(name) }))
  const author: BlogAuthor = {
    slug: front.author.slug ?? slugify(front.author.name),
    name: front.author.name,
    bio: front.author.bio ?? null,
    profileImage: front.author.picture ?? null,
  }
  const publishedAt = front.published_at.toISOString()
  return {
    id: slug,
    slug,
    title: front.title,
    excerpt: front.excerpt ?? excerptOf(text),
    html,
    featureImage: front.feature_image ?? null,
    featureImageAlt: front.feature_image_alt ?? null,
    primaryTag: tags[0] ?? null,
    tags,
    primaryAuthor: author,
    authors: [author],
    publishedAt,
    updatedAt: front.updated_at?.toISOString() ?? publishedAt,
    readingTime: readingTime(text),
    draft: front.draft,
  }
}

/** The blog source backed by `*.md` files in one folder; a missing folder means no posts. */
export function createMarkdownSource(directory: string): BlogSource {
  async function posts() {
    let names: string[]
    try {
      names = (await fs.readdir(directory)).filter((name) => name.endsWith('.md'))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw error
    }
    const all = await Promise.all(
      names.map(async (name) => parseMarkdownPost(name, await fs.readFile(path.join(directory, name), 'utf8'))),
    )
    return all
      .filter((post) => !post.draft)
      .map(({ draft: _draft, ...post }) => post)
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
  }

  return {
    name: 'markdown',
    posts,
    authors: async () => uniqueBySlug((await posts()).flatMap((post) => post.authors)),
    tags: async () => uniqueBySlug((await posts()).flatMap((post) => post.tags)),
  }
}

function uniqueBySlug<T extends { slug: string }>(items: T[]) {
  return [...new Map(items.map((item) => [item.slug, item])).values()]
}
