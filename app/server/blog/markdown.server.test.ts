import { describe, expect, it } from 'vitest'
import { parseMarkdownPost, readingTime, slugify } from './markdown.server'

const post = `---
title: Planning a sangeet reel
excerpt: A short guide.
feature_image: /blog/covers/wedding-reels.webp
feature_image_alt: Rings
tags: [Weddings, '#hidden', Planning]
author:
  name: ReelCraft Editorial
  bio: Our editors.
  picture: /blog/authors/editorial.svg
published_at: 2026-10-28T09:00:00+05:30
---

## First

Some **bold** text.
`

describe('Markdown posts', () => {
  it('turn front matter and body into a post', () => {
    const parsed = parseMarkdownPost('planning-a-sangeet-reel.md', post)
    expect(parsed).toMatchObject({
      slug: 'planning-a-sangeet-reel',
      title: 'Planning a sangeet reel',
      excerpt: 'A short guide.',
      featureImage: '/blog/covers/wedding-reels.webp',
      featureImageAlt: 'Rings',
      primaryTag: { name: 'Weddings', slug: 'weddings' },
      tags: [
        { name: 'Weddings', slug: 'weddings' },
        { name: 'Planning', slug: 'planning' },
      ],
      primaryAuthor: {
        name: 'ReelCraft Editorial',
        slug: 'reelcraft-editorial',
        bio: 'Our editors.',
        profileImage: '/blog/authors/editorial.svg',
      },
      publishedAt: '2026-10-28T03:30:00.000Z',
      updatedAt: '2026-10-28T03:30:00.000Z',
      readingTime: 1,
      draft: false,
    })
    expect(parsed.html).toContain('<h2>First</h2>')
    expect(parsed.html).toContain('<strong>bold</strong>')
  })

  it('name the file and the field that is wrong', () => {
    expect(() => parseMarkdownPost('broken.md', '---\ntitle: x\n---\nbody')).toThrow(/broken\.md: author/)
    expect(() => parseMarkdownPost('none.md', 'just text')).toThrow(/none\.md: no front matter/)
  })

  it('write an excerpt from the text when there is none', () => {
    const parsed = parseMarkdownPost('a.md', post.replace('excerpt: A short guide.\n', ''))
    expect(parsed.excerpt).toBe('First Some bold text.')
  })

  it('take a minute per 275 words, rounded up, at least one', () => {
    expect(readingTime('word')).toBe(1)
    expect(readingTime(Array(276).fill('word').join(' '))).toBe(2)
    expect(readingTime(Array(1100).fill('word').join(' '))).toBe(4)
  })

  it('make slugs of lowercase words and hyphens', () => {
    expect(slugify('Behind the Scenes!')).toBe('behind-the-scenes')
  })
})
