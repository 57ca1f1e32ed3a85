import { createHmac } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

// A small HTTP server that answers the Ghost Content API as the recorded Ghost 5.130 answers in
// tests/fixtures/ghost/ do: the same bodies, statuses and headers for a good key, an unknown key, a missing
// key, an unknown slug, a path without its trailing slash, and paging with `limit=all` capped at 100.

const fixtures = path.join(import.meta.dirname, '../fixtures/ghost')

export function readFixture<T = unknown>(name: string): T {
  return JSON.parse(fs.readFileSync(path.join(fixtures, `${name}.json`), 'utf8')) as T
}

/** The recorded response headers worth repeating (the rest are per-connection). */
function recordedHeaders(name: string) {
  const lines = fs
    .readFileSync(path.join(fixtures, `${name}.headers`), 'utf8')
    .split(/\r?\n/)
    .slice(1)
  const keep = ['content-version', 'vary', 'cache-control', 'access-control-allow-origin', 'content-type']
  return Object.fromEntries(
    lines
      .map((line) => line.match(/^([^:]+):\s*(.*)$/))
      .filter((match): match is RegExpMatchArray => Boolean(match && keep.includes(match[1].toLowerCase())))
      .map((match) => [match[1], match[2]]),
  )
}

export type GhostPostRecord = { slug: string; [field: string]: unknown }

/** How the stand-in misbehaves, when a test asks it to. */
export type GhostFault = 'none' | 'timeout' | 'server-error' | 'malformed-json'

export type GhostStandIn = {
  url: string
  key: string
  /** Every request the stand-in received, in order. */
  requests: { path: string; query: URLSearchParams; headers: http.IncomingHttpHeaders }[]
  setPosts(posts: GhostPostRecord[]): void
  setFault(fault: GhostFault): void
  close(): Promise<void>
}

/** Ghost's cap on `limit=all`. */
export const ghostAllLimit = 100

export const recordedKey = '9ec95deeacfec0979336692829'

export function recordedPosts(): GhostPostRecord[] {
  return readFixture<{ posts: GhostPostRecord[] }>('browse-posts-include-tags-authors').posts
}

/** A copy of a recorded post under a new slug, title and body, as Ghost would serve it. */
export function postLike(base: GhostPostRecord, changes: Partial<GhostPostRecord> & { slug: string }) {
  return {
    ...base,
    id: `${String(base.id).slice(0, 12)}${changes.slug.length.toString(16).padStart(12, '0')}`,
    ...changes,
  }
}

/** A file Ghost serves from its own origin, as it does the pictures uploaded to it (under /content/images/). */
export type GhostUpload = { type: string; body: Buffer }

export async function startGhostStandIn({
  posts = recordedPosts(),
  key = recordedKey,
  uploads = {},
  port: wantedPort = 0,
}: {
  posts?: GhostPostRecord[]
  key?: string
  uploads?: Record<string, GhostUpload>
  /** A port of its own, for a Ghost that comes back where it was; any free one by default. */
  port?: number
} = {}): Promise<GhostStandIn> {
  let current = posts
  let fault: GhostFault = 'none'
  const requests: GhostStandIn['requests'] = []

  function send(res: http.ServerResponse, status: number, headersFrom: string, body: unknown) {
    const text = JSON.stringify(body)
    res.writeHead(status, { ...recordedHeaders(headersFrom), 'Content-Length': Buffer.byteLength(text) })
    res.end(text)
  }

  const server = http.createServer((req, res) => {
    const address = new URL(req.url ?? '/', 'http://stand-in')
    requests.push({ path: address.pathname, query: address.searchParams, headers: req.headers })
    if (fault === 'timeout') return // never answers; the client must give up
    if (fault === 'server-error') {
      res.writeHead(503, { 'Content-Type': 'text/html' })
      return res.end('<html><body>503 Service Unavailable</body></html>')
    }
    if (fault === 'malformed-json') {
      res.writeHead(200, recordedHeaders('posts-browse'))
      return res.end('{"posts":[{"slug":')
    }

    const upload = uploads[address.pathname]
    if (upload) {
      res.writeHead(200, { 'Content-Type': upload.type, 'Content-Length': upload.body.length })
      return res.end(upload.body)
    }
    const prefix = '/ghost/api/content/'
    if (!address.pathname.startsWith(prefix)) return send(res, 404, 'read-slug-missing', notFound('Resource not found'))
    if (!address.pathname.endsWith('/')) {
      res.writeHead(301, {
        ...recordedHeaders('no-trailing-slash'),
        Location: `${address.pathname}/${address.search}`,
      })
      return res.end()
    }
    const givenKey = address.searchParams.get('key')
    if (!givenKey) return send(res, 403, 'no-key', readFixture('no-key'))
    if (givenKey !== key) return send(res, 401, 'bad-key', readFixture('bad-key'))

    const parts = address.pathname.slice(prefix.length).split('/').filter(Boolean)
    const published = current.filter((post) => post.visibility !== 'draft')
    if (parts[0] === 'posts' && parts[1] === 'slug' && parts[2]) {
      const post = published.find((candidate) => candidate.slug === decodeURIComponent(parts[2]))
      if (!post) return send(res, 404, 'read-slug-missing', readFixture('read-slug-missing'))
      return send(res, 200, 'read-slug', { posts: [post] })
    }
    if (parts[0] === 'posts' && parts.length === 1)
      return send(res, 200, 'posts-browse', browse('posts', published, address.searchParams))
    if (parts[0] === 'authors' && parts.length === 1) {
      const authors = unique(published.flatMap((post) => (post.authors as GhostPostRecord[] | undefined) ?? []))
      return send(res, 200, 'posts-browse', browse('authors', authors, address.searchParams))
    }
    if (parts[0] === 'tags' && parts.length === 1) {
      const tags = unique(published.flatMap((post) => (post.tags as GhostPostRecord[] | undefined) ?? []))
      return send(res, 200, 'posts-browse', browse('tags', tags, address.searchParams))
    }
    return send(res, 404, 'read-slug-missing', notFound('Resource not found'))
  })

  await new Promise<void>((resolve) => server.listen(wantedPort, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    key,
    requests,
    setPosts: (next) => {
      current = next
    },
    setFault: (next) => {
      fault = next
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function unique(items: GhostPostRecord[]) {
  return [...new Map(items.map((item) => [item.slug, item])).values()]
}

function notFound(message: string) {
  return {
    errors: [
      {
        message,
        context: null,
        type: 'NotFoundError',
        details: null,
        property: null,
        help: null,
        code: null,
        id: crypto.randomUUID(),
        ghostErrorCode: null,
      },
    ],
  }
}

/** A page of a list, with `meta.pagination` as Ghost computes it. */
function browse(resource: string, items: GhostPostRecord[], query: URLSearchParams) {
  const asked = query.get('limit') ?? '15'
  const limit = asked === 'all' ? ghostAllLimit : Math.min(Number(asked) || 15, ghostAllLimit)
  const page = Math.max(1, Number(query.get('page') ?? 1))
  const pages = Math.max(1, Math.ceil(items.length / limit))
  return {
    [resource]: items.slice((page - 1) * limit, page * limit),
    meta: {
      pagination: {
        page,
        // Ghost reports `limit: "all"` when everything fits on one page and the number it used otherwise.
        limit: asked === 'all' && items.length <= ghostAllLimit ? 'all' : limit,
        pages,
        total: items.length,
        next: page < pages ? page + 1 : page > pages ? page + 1 : null,
        prev: page > 1 ? page - 1 : null,
      },
    },
  }
}

export type GhostWebhookCall = {
  event: 'post.published' | 'post.published.edited' | 'post.unpublished' | 'post.deleted'
  post: GhostPostRecord
  /** The webhook's secret; without one Ghost sends no signature. */
  secret?: string
  /** When Ghost signed it, in milliseconds. */
  sentAt?: number
}

/** What Ghost 5 sends a webhook about a post (its WebhookTrigger): the event, the post now and its fields as they were. */
export function ghostWebhookBody({ event, post }: Pick<GhostWebhookCall, 'event' | 'post'>) {
  return JSON.stringify({ event, post: { current: post, previous: { updated_at: post.updated_at } } })
}

/** Ghost's `X-Ghost-Signature`: the HMAC-SHA256 of the body followed by the time, and the time. */
export function ghostSignature(body: string, secret: string, sentAt: number) {
  return `sha256=${createHmac('sha256', secret).update(`${body}${sentAt}`).digest('hex')}, t=${sentAt}`
}

/** Calls a webhook's address as Ghost 5 does: signed when the webhook has a secret. */
export function callGhostWebhook(url: string, { secret, sentAt = Date.now(), ...about }: GhostWebhookCall) {
  const body = ghostWebhookBody(about)
  const headers: Record<string, string> = { 'content-type': 'application/json', 'content-version': 'v5.130' }
  if (secret) headers['x-ghost-signature'] = ghostSignature(body, secret, sentAt)
  return fetch(url, { method: 'POST', headers, body })
}
