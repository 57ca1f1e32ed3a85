import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { BlogUnavailable, createBlog } from '~/server/blog/blog.server'
import { keptCopy } from '~/server/blog/kept-copy.server'
import { GhostError, createGhostClient, createGhostSource } from '~/server/blog/ghost.server'
import { logger } from '~/server/logger.server'
import {
  type GhostStandIn,
  ghostAllLimit,
  postLike,
  readFixture,
  recordedKey,
  recordedPosts,
  startGhostStandIn,
} from '../support/ghost-stand-in'
import { testPictures } from '../support/pictures'

let ghost: GhostStandIn

beforeAll(async () => {
  ghost = await startGhostStandIn()
})
afterEach(() => {
  ghost.setFault('none')
  ghost.setPosts(recordedPosts())
  ghost.requests.length = 0
  vi.restoreAllMocks()
})
afterAll(() => ghost.close())

describe('the stand-in answers as the recorded Ghost 5.130 does', () => {
  it('lists posts exactly as recorded', async () => {
    const response = await fetch(
      `${ghost.url}/ghost/api/content/posts/?key=${recordedKey}&limit=all&include=tags,authors`,
      {
        headers: { 'Accept-Version': 'v5.0' },
      },
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-version')).toBe('v5.130')
    expect(await response.json()).toEqual(readFixture('browse-posts-include-tags-authors'))
  })

  it('answers the recorded errors for an unknown key, a missing key, an unknown slug and no trailing slash', async () => {
    const base = `${ghost.url}/ghost/api/content/posts`
    const unknownKey = await fetch(`${base}/?key=00000000000000000000000000`)
    expect(unknownKey.status).toBe(401)
    expect(await unknownKey.json()).toEqual(readFixture('bad-key'))
    const missingKey = await fetch(`${base}/`)
    expect(missingKey.status).toBe(403)
    expect((await missingKey.json()).errors[0].type).toBe('NoPermissionError')
    const unknownSlug = await fetch(`${base}/slug/no-such-post/?key=${recordedKey}`)
    expect(unknownSlug.status).toBe(404)
    expect((await unknownSlug.json()).errors[0]).toMatchObject({ type: 'NotFoundError', context: 'Post not found.' })
    const noSlash = await fetch(`${base}?key=${recordedKey}`, { redirect: 'manual' })
    expect(noSlash.status).toBe(301)
    expect(noSlash.headers.get('location')).toBe(`/ghost/api/content/posts/?key=${recordedKey}`)
  })
})

describe('Ghost client', () => {
  it('asks for every post with tags and authors, version v5.0, on paths that end with a slash', async () => {
    const client = createGhostClient({ url: ghost.url, key: recordedKey })
    const posts = await client.posts()
    expect(posts.map((post) => post.slug)).toEqual([
      'coming-soon',
      'members-only-post',
      'second-post-with-an-internal-tag',
      'hello-offline',
    ])
    const [request] = ghost.requests
    expect(request.path).toBe('/ghost/api/content/posts/')
    expect(request.query.get('limit')).toBe('all')
    expect(request.query.get('include')).toBe('tags,authors')
    expect(request.query.get('key')).toBe(recordedKey)
    expect(request.headers['accept-version']).toBe('v5.0')
  })

  it("follows meta.pagination.next past Ghost's cap of 100 posts", async () => {
    const [template] = recordedPosts()
    const many = Array.from({ length: 230 }, (_, i) =>
      postLike(template, { slug: `post-${i + 1}`, title: `Post ${i + 1}` }),
    )
    ghost.setPosts(many)
    const posts = await createGhostClient({ url: ghost.url, key: recordedKey }).posts()
    expect(posts).toHaveLength(230)
    expect(posts.at(-1)?.slug).toBe('post-230')
    expect(ghost.requests.map((request) => request.query.get('page'))).toEqual(['1', '2', '3'])
    expect(ghostAllLimit).toBe(100)
  })

  it('reads a post by slug from an answer without meta', async () => {
    const post = await createGhostClient({ url: ghost.url, key: recordedKey }).post('hello-offline')
    expect(post?.title).toBe('Hello from offline Ghost')
    expect(ghost.requests[0].path).toBe('/ghost/api/content/posts/slug/hello-offline/')
  })

  it('gives null for an unknown slug', async () => {
    expect(await createGhostClient({ url: ghost.url, key: recordedKey }).post('no-such-post')).toBeNull()
  })

  it('reports an unknown key with the message Ghost gives', async () => {
    const client = createGhostClient({ url: ghost.url, key: '0123456789abcdef0123456789' })
    await expect(client.posts()).rejects.toMatchObject({ status: 401, message: 'Unknown Content API Key' })
  })

  it('gives up after its timeout', async () => {
    ghost.setFault('timeout')
    const client = createGhostClient({ url: ghost.url, key: recordedKey, timeoutMs: 200 })
    const started = Date.now()
    await expect(client.posts()).rejects.toThrow(/did not answer within 200 ms/)
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('reports a 5xx and malformed JSON as errors', async () => {
    const client = createGhostClient({ url: ghost.url, key: recordedKey })
    ghost.setFault('server-error')
    await expect(client.posts()).rejects.toBeInstanceOf(GhostError)
    ghost.setFault('malformed-json')
    await expect(client.posts()).rejects.toThrow(/not JSON/)
  })

  it('reads authors and tags', async () => {
    const client = createGhostClient({ url: ghost.url, key: recordedKey })
    expect((await client.authors()).map((author) => author.name).sort()).toEqual(['Ada Lovelace', 'Grace Hopper'])
    expect((await client.tags()).map((tag) => tag.name)).toContain('Engineering')
  })
})

describe('Ghost as the blog source', () => {
  it('never shows an internal tag and tolerates authors without newer fields', async () => {
    const [first] = recordedPosts()
    const {
      twitter: _t,
      threads: _th,
      bluesky: _b,
      mastodon: _m,
      tiktok: _tt,
      youtube: _y,
      instagram: _i,
      linkedin: _l,
      ...oldAuthor
    } = (first.authors as Record<string, unknown>[])[0]
    ghost.setPosts([
      ...recordedPosts(),
      postLike(first, { slug: 'old-author', authors: [oldAuthor], primary_author: oldAuthor }),
    ])
    const posts = await createGhostSource({ url: ghost.url, key: recordedKey }).posts()
    const internal = posts.find((post) => post.slug === 'second-post-with-an-internal-tag')
    expect(internal?.tags.map((tag) => tag.name)).toEqual(['Engineering'])
    expect(internal?.primaryTag?.name).toBe('Engineering')
    expect(posts.find((post) => post.slug === 'old-author')?.primaryAuthor?.name).toBe('Ada Lovelace')
  })

  it('logs each failure once and, with no earlier answer, says the blog is unavailable rather than empty', async () => {
    const errors = vi.spyOn(logger, 'error')
    for (const fault of ['timeout', 'server-error', 'malformed-json'] as const) {
      ghost.setFault(fault)
      const blog = createBlog(createGhostSource({ url: ghost.url, key: recordedKey, timeoutMs: 200 }), {
        pictures: testPictures(),
      })
      await expect(blog.posts()).rejects.toThrow(BlogUnavailable)
      await expect(blog.post('hello-offline')).rejects.toThrow(BlogUnavailable)
    }
    ghost.setFault('none')
    const badKey = createBlog(createGhostSource({ url: ghost.url, key: '0123456789abcdef0123456789' }), {
      pictures: testPictures(),
    })
    await expect(badKey.posts()).rejects.toThrow(BlogUnavailable)
    expect(errors).toHaveBeenCalledTimes(4)
  })

  it('asks a failing Ghost for the list at most once per retry period, however many random slugs are asked for', async () => {
    let clock = 1_000
    const blog = createBlog(createGhostSource({ url: ghost.url, key: recordedKey }), {
      pictures: testPictures(),
      ttlMs: 60_000,
      failureTtlMs: 10_000,
      now: () => clock,
    })
    const randomSlug = () => crypto.randomUUID()
    const unavailable = async () => expect(blog.post(randomSlug())).rejects.toThrow(BlogUnavailable)
    ghost.setFault('server-error')
    for (let n = 0; n < 200; n++) await unavailable()
    expect(ghost.requests).toHaveLength(1)

    clock = 9_000
    for (let n = 0; n < 200; n++) await unavailable()
    expect(ghost.requests).toHaveLength(1)

    clock = 12_000
    await Promise.all(Array.from({ length: 200 }, unavailable))
    await vi.waitFor(() => expect(ghost.requests).toHaveLength(2))
    for (let n = 0; n < 200; n++) await unavailable()
    expect(ghost.requests).toHaveLength(2)

    ghost.setFault('none')
    clock = 23_000
    // The first request after the retry period starts the refresh and is answered from the failure meanwhile.
    await unavailable()
    await vi.waitFor(async () => expect((await blog.post('hello-offline'))?.slug).toBe('hello-offline'))
    expect(ghost.requests.every((request) => request.path === '/ghost/api/content/posts/')).toBe(true)
  })

  it('asks an unreachable Ghost for the list at most once per retry period', async () => {
    let clock = 1_000
    const closed = await startGhostStandIn()
    await closed.close()
    const blog = createBlog(createGhostSource({ url: closed.url, key: recordedKey }), {
      pictures: testPictures(),
      failureTtlMs: 10_000,
      now: () => clock,
    })
    const errors = vi.spyOn(logger, 'error')
    const unavailable = async () => expect(blog.post(crypto.randomUUID())).rejects.toThrow(BlogUnavailable)
    for (let n = 0; n < 200; n++) await unavailable()
    expect(errors).toHaveBeenCalledTimes(1)
    clock = 12_000
    for (let n = 0; n < 200; n++) await unavailable()
    await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(2))
  })

  it('answers slugs that are not in the list of posts without asking Ghost, and asks for the list once a lifetime', async () => {
    let clock = 1_000
    const blog = createBlog(createGhostSource({ url: ghost.url, key: recordedKey }), {
      pictures: testPictures(),
      ttlMs: 60_000,
      now: () => clock,
    })
    for (let n = 0; n < 50; n++) expect(await blog.post(`no-such-post-${n}`)).toBeNull()
    expect((await blog.post('hello-offline'))?.title).toBeTruthy()
    expect(ghost.requests.map((request) => request.path)).toEqual(['/ghost/api/content/posts/'])

    clock = 62_000
    await blog.post('no-such-post-0')
    await vi.waitFor(() => expect(ghost.requests).toHaveLength(2))
    expect(ghost.requests.every((request) => request.path === '/ghost/api/content/posts/')).toBe(true)
  })

  it('keeps serving the last good answer while Ghost fails, and refreshes after the cache lifetime', async () => {
    let clock = 1_000
    const blog = createBlog(createGhostSource({ url: ghost.url, key: recordedKey, timeoutMs: 200 }), {
      pictures: testPictures(),
      ttlMs: 60_000,
      now: () => clock,
    })
    expect(await blog.posts()).toHaveLength(3)
    ghost.setFault('server-error')
    clock = 62_000
    expect(await blog.posts()).toHaveLength(3)
    ghost.setFault('none')
    // Two public posts (the second recorded post is for members).
    ghost.setPosts(recordedPosts().slice(0, 3))
    clock = 200_000
    await blog.posts()
    await vi.waitFor(async () => expect(await blog.posts()).toHaveLength(2))
  })

  it('leaves out members-only and paid posts, of which Ghost sends only the teaser', async () => {
    const [first] = recordedPosts()
    ghost.setPosts([
      ...recordedPosts(),
      postLike(first, { slug: 'for-paid-members', visibility: 'paid' }),
      postLike(first, { slug: 'for-some-tiers', visibility: 'tiers' }),
    ])
    const blog = createBlog(createGhostSource({ url: ghost.url, key: recordedKey }), { pictures: testPictures() })
    expect((await blog.posts()).map((post) => post.slug)).toEqual([
      'coming-soon',
      'second-post-with-an-internal-tag',
      'hello-offline',
    ])
    for (const slug of ['members-only-post', 'for-paid-members', 'for-some-tiers']) {
      expect(await blog.post(slug)).toBeNull()
    }
  })

  it('keeps the last good list on disk, and a blog started while Ghost is down serves it, logged as stale', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'blog-copy-')), 'blog', 'ghost-posts.json')
    const started = () =>
      createBlog(createGhostSource({ url: ghost.url, key: recordedKey, timeoutMs: 200 }), {
        pictures: testPictures(),
        copy: keptCopy(file, ghost.url),
      })
    expect((await started().posts()).map((post) => post.slug)).toContain('hello-offline')
    expect(fs.existsSync(file)).toBe(true)

    ghost.setFault('server-error')
    const warnings = vi.spyOn(logger, 'warn')
    const restarted = started()
    expect((await restarted.posts()).map((post) => post.slug)).toEqual([
      'coming-soon',
      'second-post-with-an-internal-tag',
      'hello-offline',
    ])
    expect((await restarted.post('hello-offline'))?.html).toContain('<strong>Admin API</strong>')
    expect(warnings).toHaveBeenCalledWith(
      expect.objectContaining({ posts: 3 }),
      'blog source fails: serving the copy kept on disk (stale) until it answers',
    )
    // A copy of another CMS's posts is not served.
    const elsewhere = createBlog(createGhostSource({ url: ghost.url, key: recordedKey, timeoutMs: 200 }), {
      pictures: testPictures(),
      copy: keptCopy(file, 'https://another-cms.example'),
    })
    await expect(elsewhere.posts()).rejects.toThrow(BlogUnavailable)
  })

  it('gives the list a new version when a post is published or changed, and the same one otherwise', async () => {
    let clock = 1_000
    const blog = createBlog(createGhostSource({ url: ghost.url, key: recordedKey }), {
      pictures: testPictures(),
      ttlMs: 60_000,
      now: () => clock,
    })
    const first = await blog.version()
    clock = 62_000
    await blog.posts()
    await vi.waitFor(() => expect(ghost.requests).toHaveLength(2))
    expect(await blog.version()).toBe(first)
    const [template] = recordedPosts()
    ghost.setPosts([postLike(template, { slug: 'just-published', title: 'Just published' }), ...recordedPosts()])
    clock = 124_000
    await blog.posts()
    await vi.waitFor(async () => expect(await blog.version()).not.toBe(first))
  })
})
