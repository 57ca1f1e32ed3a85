import type { NextFunction, Request, Response } from 'express'
import { ghostWebhookPath } from './blog/webhook.server'
import { avatarMaxBytes } from './staff.server'

// Every request body is counted while it is read, whoever reads it (a route action's formData(), the API's
// JSON parser), and refused with 413 the moment it passes its route's limit, before anything parses it.
// A body that declares a larger Content-Length is refused before a byte of it is read. Either way the rest of
// the body is then read and dropped, within bounds, before the connection closes, so the client hears the 413.

export const formBodyMaxBytes = 64 * 1024

type BodyLimit = { bytes: number; message: string }

const formLimit: BodyLimit = { bytes: formBodyMaxBytes, message: 'The request is too large: 64 KB at most.' }

/** The one table of body limits: the avatar upload is the only form that carries a file; Ghost sends whole posts. */
const limits: Record<string, BodyLimit> = {
  // The picture and the few text fields of the profile form around it.
  '/profile': { bytes: avatarMaxBytes + 16 * 1024, message: 'Please choose a picture of at most 200 KB.' },
  // Ghost's webhook carries the post it is about, as HTML and as text, as it is now and as it was.
  [ghostWebhookPath]: { bytes: 4 * 1024 * 1024, message: 'The request is too large: 4 MB at most.' },
}

/** The limit for a request to this path (a page or its `.data` request). */
export function bodyLimit(path: string): BodyLimit {
  return limits[path.replace(/\.data$/, '')] ?? formLimit
}

class BodyTooLarge extends Error {
  readonly status = 413
  readonly type = 'entity.too.large'
}

function hasBody(req: Request) {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0
}

/** How much more of a refused body is read and dropped, and for how long, before its connection is closed. */
const drainAfterRefusal = { bytes: 16 * 1024 * 1024, ms: 5_000 }

function refuse(req: Request, res: Response, limit: BodyLimit) {
  const api = req.path.startsWith('/api/')
  const answer = api ? JSON.stringify({ error: limit.message }) : limit.message
  res.writeHead(413, {
    'Content-Type': `${api ? 'application/json' : 'text/plain'}; charset=utf-8`,
    'Content-Length': Buffer.byteLength(answer),
    Connection: 'close',
  })
  // The answer is whole (its length is sent) but not yet ended: Node closes a `Connection: close` socket as
  // soon as its answer ends, and a socket closed while the body still arrives is reset, which loses the answer
  // for a client that is still sending (Firefox, Node's own client). So the rest of the body is read and
  // dropped first, within bounds, as nginx's lingering close does.
  res.write(answer)
  drainThenClose(req, res, limit)
}

function drainThenClose(req: Request, res: Response, limit: BodyLimit) {
  // Whoever reads the body hears no more of it, and not that it ended: only, at the close, that it failed.
  for (const event of ['data', 'end'] as const)
    for (const listener of req.listeners(event)) req.off(event, listener as (...args: unknown[]) => void)
  let dropped = 0
  const close = () => {
    clearTimeout(timer)
    req.off('data', drop)
    req.off('end', close)
    res.end()
    // Destroyed with an error, not ended: the reader's parse fails instead of seeing a truncated body.
    req.destroy(new BodyTooLarge(limit.message))
  }
  const drop = (chunk: Buffer) => {
    dropped += chunk.length
    if (dropped > drainAfterRefusal.bytes) close()
  }
  const timer = setTimeout(close, drainAfterRefusal.ms)
  timer.unref()
  req.on('data', drop)
  req.once('end', close)
  req.once('close', () => clearTimeout(timer))
  req.resume()
}

export function limitRequestBodies(limitFor: (path: string) => BodyLimit = bodyLimit) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!hasBody(req)) return next()
    const limit = limitFor(req.path)
    if (Number(req.headers['content-length'] ?? 0) > limit.bytes) return refuse(req, res, limit)

    let received = 0
    function count(chunk: Buffer) {
      received += chunk.length
      if (received <= limit.bytes) return
      req.off('data', count)
      if (!res.headersSent) refuse(req, res, limit)
      else req.destroy(new BodyTooLarge(limit.message))
    }
    // Counting starts with the first reader, just before it: a listener of our own would start the flow of a
    // body that nobody reads yet, and a paused body would keep readers that wait for the flow waiting.
    req.on('newListener', function watchForReader(event: string | symbol) {
      if (event !== 'data') return
      req.off('newListener', watchForReader)
      req.on('data', count)
    })
    // The reader hears about the destroyed body through its own error listener; without one the error must
    // not take the process down.
    req.on('error', () => {})
    next()
  }
}
