import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBlog } from '~/server/blog/blog.server'
import { createGhostSource } from '~/server/blog/ghost.server'
import { createMarkdownSource } from '~/server/blog/markdown.server'
import type { BlogSource } from '~/server/blog/types.server'
import { type GhostStandIn, recordedKey, startGhostStandIn } from '../support/ghost-stand-in'
import { testPictures } from '../support/pictures'

// Both sources must give the pages the same thing: the same fields with the same types, newest first, no
// internal tags, a reading time, and null for an unknown slug.

let ghost: GhostStandIn
let markdownDir: string

const markdownPosts = {
  'older.md': `---
title: An older post
slug: an-older-post
tags: [Guides, '#internal-flag']
author: { name: ReelCraft Editorial, bio: Our editors., picture: /blog/authors/editorial.svg }
published_at: 2025-01-15T10:00:00Z
---
Some **bold** words, and a second paragraph.
`,
  'newer.md': `---
title: A newer post
excerpt: The newest one.
feature_image: /blog/covers/newer.webp
feature_image_alt: A cover drawing
tags: []
author: { name: ReelCraft Editorial }
published_at: 2025-03-01T08:00:00Z
updated_at: 2025-03-02T08:00:00Z
---
Hello.
`,
}

beforeAll(async () => {
  ghost = await startGhostStandIn()
  markdownDir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-contract-'))
  for (const [name, text] of Object.entries(markdownPosts)) fs.writeFileSync(path.join(markdownDir, name), text)
})
afterAll(async () => {
  await ghost.close()
  fs.rmSync(markdownDir, { recursive: true, force: true })
})

const sources: [string, () => BlogSource, string][] = [
  ['Ghost', () => createGhostSource({ url: ghost.url, key: recordedKey }), 'hello-offline'],
  ['Markdown', () => createMarkdownSource(markdownDir), 'an-older-post'],
]

const postFields = [
  'authors',
  'excerpt',
  'featureImage',
  'featureImageAlt',
  'html',
  'id',
  'primaryAuthor',
  'primaryTag',
  'publishedAt',
  'readingTime',
  'slug',
  'tags',
  'title',
  'updatedAt',
]

const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

describe.each(sources)('%s blog source', (_name, makeSource, knownSlug) => {
  it('gives posts of the one post shape, newest first', async () => {
    const posts = await makeSource().posts()
    expect(posts.length).toBeGreaterThan(1)
    for (const post of posts) {
      expect(Object.keys(post).sort()).toEqual(postFields)
      expect(post.slug).toMatch(/^[a-z0-9-]+$/)
      expect(post.title).not.toBe('')
      expect(typeof post.excerpt).toBe('string')
      expect(post.html).toMatch(/^</)
      expect(post.publishedAt).toMatch(isoDate)
      expect(post.updatedAt).toMatch(isoDate)
      expect(Number.isInteger(post.readingTime) && post.readingTime >= 1).toBe(true)
      expect(post.primaryTag).toEqual(post.tags[0] ?? null)
      expect(post.authors).toContainEqual(post.primaryAuthor)
      for (const author of post.authors) {
        expect(Object.keys(author).sort()).toEqual(['bio', 'name', 'profileImage', 'slug'])
      }
      for (const tag of post.tags) {
        expect(Object.keys(tag).sort()).toEqual(['name', 'slug'])
        expect(tag.name.startsWith('#')).toBe(false)
      }
    }
    const dates = posts.map((post) => post.publishedAt)
    expect([...dates].sort((a, b) => Date.parse(b) - Date.parse(a))).toEqual(dates)
  })

  it('reads one post by slug, the same as in the list but for the pictures of its body', async () => {
    const blog = createBlog(makeSource(), { pictures: testPictures() })
    const post = await blog.post(knownSlug)
    const listed = (await blog.posts()).find((candidate) => candidate.slug === knownSlug)
    expect(post?.slug).toBe(knownSlug)
    expect({ ...post, html: null }).toEqual({ ...listed, html: null })
  })

  it('gives null for an unknown slug', async () => {
    expect(await createBlog(makeSource(), { pictures: testPictures() }).post('no-such-post')).toBeNull()
  })

  it('lists the authors and public tags of its posts', async () => {
    const source = makeSource()
    expect((await source.authors()).length).toBeGreaterThan(0)
    expect((await source.tags()).every((tag) => !tag.name.startsWith('#'))).toBe(true)
  })

  it('reaches the pages with sanitised HTML through the blog facade', async () => {
    const blog = createBlog(makeSource(), { pictures: testPictures() })
    const post = await blog.post(knownSlug)
    expect(post?.html).not.toMatch(/<script|onerror|javascript:/i)
    expect(post?.html).toMatch(/<(strong|p)>/)
  })
})
