import express, { type NextFunction, type Request, type Response } from 'express'
import { IDEMPOTENCY_FIELD } from '~/forms/fields'
import { isRecord } from '~/is-record'
import { leadCatalogue, leadKinds } from '~/leads/catalogue'
import { leadStores } from '~/leads/catalogue.server'
import { formBodyMaxBytes } from '~/server/body-limit.server'
import { database, isDatabaseUnavailable } from '~/server/db.server'
import { type GeoProvider, coarsePosition, geoProvider, isInIndia } from '~/server/geo.server'
import { type LeadOptions, leadErrors, submitLead } from '~/leads/submit.server'
import { searchPlaces } from '~/server/localities.server'
import { logger } from '~/server/logger.server'
import { hitRateLimit, visitorNetwork } from '~/server/rate-limit.server'

// The JSON API under /api/ for the mobile app and scripts: one POST per form, answered 201 with the stored
// id, 400 with one message per field, 413 for a body over 64 KB, 415 for anything but JSON, 429 when
// rate-limited. It takes JSON only: a page on another site can make a browser post a form anywhere, but not
// JSON without a CORS preflight, which we never grant. The site's own forms post to their route actions,
// which check the Origin and call the same submitLead().

export const notJsonMessage = 'This endpoint accepts JSON only: send the body with Content-Type: application/json.'

export type ApiOptions = LeadOptions & { geo?: GeoProvider }

/** Address look-ups are cheap reads, allowed more often than submissions. */
const geoLimit = { limit: 60, windowMs: 60_000 }
const suggestionCount = 8

export function leadApi(options: ApiOptions = {}) {
  const api = express.Router()
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store')
    next()
  })
  api.use((req, res, next) => {
    if (req.method === 'POST' && req.is('application/json') !== 'application/json') {
      res.status(415).json({ error: notJsonMessage })
      return
    }
    next()
  })
  api.use(express.json({ limit: formBodyMaxBytes, type: 'application/json' }))

  for (const kind of leadKinds) {
    api.post(leadCatalogue[kind].apiPath, async (req, res, next) => {
      try {
        const body: unknown = req.body
        const headerKey = req.get('Idempotency-Key')
        const bodyKey = isRecord(body) ? body[IDEMPOTENCY_FIELD] : undefined
        const answer = await submitLead(
          kind,
          {
            input: asTyped(body),
            ip: req.ip ?? 'unknown',
            idempotencyKey: headerKey ?? (typeof bodyKey === 'string' ? bodyKey : null),
          },
          options,
        )
        if (answer.status === 429) res.set('Retry-After', '60')
        res.status(answer.status).json(answer.body)
      } catch (error) {
        next(error)
      }
    })
  }

  for (const kind of leadKinds) {
    const { standing } = leadStores[kind]
    if (!standing) continue
    api.get(leadCatalogue[kind].apiPath, async (_req, res, next) => {
      try {
        res.json(await standing(options.handle))
      } catch (error) {
        next(error)
      }
    })
  }

  async function geoAllowed(req: Request, res: Response) {
    const { db } = options.handle ?? database()
    const { allowed } = await hitRateLimit(db, `geo:${visitorNetwork(req.ip ?? 'unknown')}`, geoLimit)
    if (!allowed) res.status(429).set('Retry-After', '60').json({ error: leadErrors.rateLimited })
    return allowed
  }

  api.get('/geo/search', async (req, res) => {
    try {
      const query = typeof req.query.q === 'string' ? req.query.q.trim() : ''
      if (query.length < 2 || query.length > 100) {
        res.status(400).json({ error: 'Type between 2 and 100 characters to search for a place.' })
        return
      }
      if (!(await geoAllowed(req, res))) return
      const city = typeof req.query.city === 'string' ? req.query.city : undefined
      res.json({ results: await searchPlaces(options.geo ?? geoProvider(), query, city, suggestionCount) })
    } catch (error) {
      geoUnavailable(error, res)
    }
  })

  api.get('/geo/reverse', async (req, res) => {
    try {
      const { lat, lon } = coarsePosition(Number(req.query.lat), Number(req.query.lon))
      if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
        res.status(400).json({ error: 'lat and lon must be numbers (degrees).' })
        return
      }
      if (!isInIndia(lat, lon)) {
        res.status(404).json({ error: 'That location is not in India.' })
        return
      }
      if (!(await geoAllowed(req, res))) return
      const result = await (options.geo ?? geoProvider()).reverse(lat, lon)
      if (!result) {
        res.status(404).json({ error: 'No place found near that location.' })
        return
      }
      res.json({ result })
    } catch (error) {
      geoUnavailable(error, res)
    }
  })

  api.use((_req, res) => {
    res.status(404).json({ error: 'No such API endpoint.' })
  })
  api.use(apiErrors)
  return api
}

/**
 * A JSON body read as its form would send it: a number where the form has a box is that number written out
 * ("hours": 2 is two hours, "phone": 9848012345 that number), so each field's rule reads it as it reads what a
 * visitor types. Anything else goes to the rules as it came, to be refused in the site's words.
 */
function asTyped(body: unknown) {
  if (!isRecord(body)) return body
  return Object.fromEntries(
    Object.entries(body).map(([name, value]) => [name, typeof value === 'number' ? String(value) : value]),
  )
}

function geoUnavailable(error: unknown, res: Response) {
  logger.warn({ err: error }, 'geocoder failed')
  res.status(503).json({ error: 'Address suggestions are not available right now. Please type the address.' })
}

function apiErrors(error: unknown, req: Request, res: Response, _next: NextFunction) {
  // A body over its limit has already been answered (body-limit.server.ts).
  if (res.headersSent) return
  const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 500
  const type = typeof error === 'object' && error !== null && 'type' in error ? String(error.type) : ''
  if (status === 413) {
    res.status(413).json({ error: 'The request is too large: 64 KB at most.' })
    return
  }
  if (type === 'entity.parse.failed') {
    res.status(400).json({ error: 'The request body is not valid JSON.' })
    return
  }
  if (status >= 400 && status < 500) {
    res.status(status).json({ error: 'The request could not be read.' })
    return
  }
  if (isDatabaseUnavailable(error)) {
    logger.warn({ err: error, path: `${req.baseUrl}${req.path}` }, 'database unavailable; request refused with 503')
    res
      .status(503)
      .set('Retry-After', '30')
      .json({ error: 'We cannot take requests right now. Please try again in a minute.' })
    return
  }
  logger.error({ err: error, path: `${req.baseUrl}${req.path}` }, 'API request failed')
  res.status(500).json({ error: 'Something went wrong on our side. Please try again later.' })
}
