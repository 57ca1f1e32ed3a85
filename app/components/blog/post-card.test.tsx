import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { type PostCardData, PostGrid } from '~/components/blog/post-card'

// Which card's picture the browser fetches first on /blog: the first picture on the page, whichever post has it.

function card(slug: string, withCover: boolean): PostCardData {
  return {
    slug,
    title: `Post ${slug}`,
    excerpt: 'One sentence.',
    featureImage: withCover
      ? {
          src: `/img/640/blog/covers/${slug}.webp`,
          srcSet: `/img/480/blog/covers/${slug}.webp 480w`,
          sizes: '100vw',
          width: 1200,
          height: 630,
        }
      : null,
    featureImageAlt: withCover ? `The cover of ${slug}` : null,
    tag: null,
    date: '20 November 2026',
    publishedAt: '2026-11-20T10:00:00.000Z',
    readingTime: 3,
  }
}

/** How each picture in the grid is fetched, in the order of the page. */
function picturesOf(posts: PostCardData[], firstOnPage: boolean) {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <PostGrid posts={posts} firstOnPage={firstOnPage} />
    </MemoryRouter>,
  )
  return [...html.matchAll(/<img [^>]*>/g)].map(([image]) => ({
    alt: /alt="([^"]*)"/.exec(image)?.[1],
    fetchpriority: /fetchpriority="([^"]*)"/i.exec(image)?.[1] ?? null,
    loading: /loading="([^"]*)"/.exec(image)?.[1] ?? null,
  }))
}

describe('the post grid', () => {
  it('fetches the first picture first when the newest post has no cover', () => {
    const posts = [card('newest', false), card('second', true), card('third', true)]
    expect(picturesOf(posts, true)).toEqual([
      { alt: 'The cover of second', fetchpriority: 'high', loading: null },
      { alt: 'The cover of third', fetchpriority: null, loading: 'lazy' },
    ])
  })

  it("fetches the newest post's cover first when it has one", () => {
    const posts = [card('newest', true), card('second', true)]
    expect(picturesOf(posts, true)).toEqual([
      { alt: 'The cover of newest', fetchpriority: 'high', loading: null },
      { alt: 'The cover of second', fetchpriority: null, loading: 'lazy' },
    ])
  })

  it('fetches every picture lazily when the grid is not on the first screen', () => {
    const posts = [card('newest', false), card('second', true)]
    expect(picturesOf(posts, false)).toEqual([{ alt: 'The cover of second', fetchpriority: null, loading: 'lazy' }])
  })
})
