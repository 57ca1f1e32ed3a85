import express, { type Request, type Response } from 'express'
import { logger } from '../logger.server'
import type { FormatChoice, OutputFormat, Pictures } from './pictures.server'
import { PictureMissing, PictureRefused, PictureUnavailable, PictureUnsuitable, PicturesBusy } from './pictures.server'

// GET /img/<width>/<source>: a picture at one of the fixed widths, in the best format the browser accepts.
// <source> is a path under public/ (/img/640/blog/covers/wedding-reels.webp?v=<version>) or an address on an
// allowed host written as one encoded segment (/img/640/https%3A%2F%2Fimages.unsplash.com%2Fphoto-1). What is
// made is kept for good by browsers and CDNs; `?format=jpeg` asks for JPEG whatever the browser accepts (link
// previews).

const mediaTypes: Record<OutputFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
}

const forever = 'public, max-age=31536000, immutable'
// An own picture asked for without its current version may change under the same address.
const anHour = 'public, max-age=3600'

/** Whether the Accept header names this type with a non-zero weight. */
function accepts(accept: string, type: string) {
  return accept.split(',').some((entry) => {
    const [name, ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase())
    const weight = parameters.find((parameter) => parameter.startsWith('q='))
    return name === type && (weight === undefined || Number(weight.slice(2)) > 0)
  })
}

function formatChoice(accept: string): FormatChoice {
  if (accepts(accept, 'image/avif')) return 'avif'
  if (accepts(accept, 'image/webp')) return 'webp'
  return 'classic'
}

function refuse(res: Response, status: number, message: string) {
  res.status(status).set('Cache-Control', 'no-store').type('text/plain').send(message)
}

export function imageEndpoint(pictures: () => Pictures) {
  const router = express.Router()
  router.get('/:width/*source', async (req: Request<{ width: string; source: string[] }>, res) => {
    const width = /^\d{1,5}$/.test(req.params.width) ? Number(req.params.width) : Number.NaN
    const joined = req.params.source.join('/')
    const src = /^https?:\/\//i.test(joined) ? joined : `/${joined}`
    const { v, format } = req.query
    if (format !== undefined && format !== 'jpeg')
      return refuse(res, 400, 'The only format that can be asked for is jpeg.')
    const version = typeof v === 'string' ? v : null
    try {
      const made = await pictures().make({
        src,
        width,
        choice: format === 'jpeg' ? 'jpeg' : formatChoice(req.get('accept') ?? ''),
        version,
      })
      res.set({
        'Content-Type': mediaTypes[made.format],
        'Cache-Control': made.versioned ? forever : anHour,
        'Content-Length': String(made.body.length),
      })
      if (format !== 'jpeg') res.vary('Accept')
      res.end(req.method === 'HEAD' ? undefined : made.body)
    } catch (error) {
      if (error instanceof PictureRefused) return refuse(res, 400, `This picture cannot be sent: ${error.message}.`)
      if (error instanceof PictureMissing) return refuse(res, 404, 'There is no such picture.')
      if (error instanceof PictureUnsuitable) {
        logger.warn({ src, reason: error.message }, 'picture refused')
        return refuse(
          res,
          422,
          'This picture cannot be made: its original is not a picture, cannot be read, or is too large or too narrow.',
        )
      }
      if (error instanceof PictureUnavailable) {
        logger.warn({ src, reason: error.message }, 'picture unavailable')
        return refuse(res, 502, 'The original picture could not be fetched.')
      }
      if (error instanceof PicturesBusy) {
        res.set('Retry-After', '5')
        return refuse(res, 503, 'Too many pictures are being made; try again shortly.')
      }
      // Anything else is ours to fix: one log line with what went wrong, not Express's stack trace on stderr.
      logger.error({ src, err: error }, 'picture failed')
      return refuse(res, 500, 'The picture could not be made.')
    }
  })
  return router
}
