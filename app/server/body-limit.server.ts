import type { NextFunction, Request, Response } from 'express'
import { avatarMaxBytes } from './staff.server'

// Every request body is counted while it is read, whoever reads it (a route action's formData(), the API's
// JSON parser), and refused with 413 the moment it passes its route's limit, before anything parses it.
// A body that declares a larger Content-Length is refused before a byte of it is read.

export const formBodyMaxBytes = 64 * 1024

type BodyLimit = { bytes: number; message: string }

const formLimit: BodyLimit = { bytes: formBodyMaxBytes, message: 'The request is too large: 64 KB at most.' }

/** The one table of body limits: the avatar upload is the only form that carries a file. */
const limits: Record<string, BodyLimit> = {
  // The picture and the few text fields of the profile form around it.
  '/profile': { bytes: avatarMaxBytes + 16 * 1024, message: 'Please choose a picture of at most 200 KB.' },
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

function refuse(req: Request, res: Response, { message }: BodyLimit) {
  res.status(413).set('Connection', 'close')
  if (req.path.startsWith('/api/')) res.json({ error: message })
  else res.type('text/plain').send(message)
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
      // Destroyed with an error, not ended: the reader's parse fails instead of seeing a truncated body.
      req.destroy(new BodyTooLarge(limit.message))
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
