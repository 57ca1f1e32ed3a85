import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createMarkdownSource } from '~/server/blog/markdown.server'

// The posts shipped in content/blog/: enough of them for the press page's 'View All Blog Posts', each with
// pictures of our own that exist and stay small.

const publicDir = path.resolve('public')

describe('the built-in posts', () => {
  it('are at least seven, each with a cover, an author picture and a body', async () => {
    const posts = await createMarkdownSource('content/blog').posts()
    expect(posts.length).toBeGreaterThanOrEqual(7)
    expect(new Set(posts.map((post) => post.slug)).size).toBe(posts.length)
    for (const post of posts) {
      expect(post.featureImage, post.slug).toMatch(/^\/blog\/.+\.(webp|svg)$/)
      expect(post.featureImageAlt, post.slug).toBeTruthy()
      const cover = fs.statSync(path.join(publicDir, post.featureImage as string))
      expect(cover.size, `${post.featureImage} size`).toBeLessThan(200 * 1024)
      expect(post.primaryAuthor?.bio, post.slug).toBeTruthy()
      expect(fs.existsSync(path.join(publicDir, post.primaryAuthor?.profileImage as string)), post.slug).toBe(true)
      expect(post.html.length, post.slug).toBeGreaterThan(1500)
      expect(post.primaryTag, post.slug).not.toBeNull()
    }
  })

  it('link only to pages of this site', async () => {
    const posts = await createMarkdownSource('content/blog').posts()
    const links = posts.flatMap((post) => [...post.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]))
    for (const link of links) expect(link).toMatch(/^\/[a-z-]*$/)
  })
})
