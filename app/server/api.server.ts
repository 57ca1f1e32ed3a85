import express, { type NextFunction, type Request, type Response } from 'express'
import { IDEMPOTENCY_FIELD } from '~/forms/fields'
import { type LeadKind, type LeadOptions, submitLead, waitlistStatus } from './leads.server'
import { logger } from './logger.server'

// The JSON API under /api/ for the mobile app and scripts: one POST per form, answered 201 with the stored
// id, 400 with one message per field, 413 for a body over 64 KB, 429 when rate-limited. The site's own
// forms post to their route actions, which call the same submitLead().

export const maxBodyBytes = 64 * 1024

const endpoints: Record<string, LeadKind> = {
  '/bookings': 'booking',
  '/contact': 'contact',
  '/package-inquiries': 'package-inquiry',
  '/enquiries': 'enquiry',
  '/partners': 'partner',
  '/newsletter': 'newsletter',
  '/waitlist': 'waitlist',
}

export const newsletterResults = ['subscribed', 'already', 'invalid', 'limited', 'failed'] as const
export type NewsletterResult = (typeof newsletterResults)[number]

export function leadApi(options: LeadOptions = {}) {
  const api = express.Router()
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store')
    next()
  })
  api.use(express.json({ limit: maxBodyBytes, type: ['application/json', 'application/*+json'] }))
  api.use(express.urlencoded({ limit: maxBodyBytes, extended: false }))

  for (const [path, kind] of Object.entries(endpoints)) {
    api.post(path, async (req, res, next) => {
      try {
        const body: unknown = req.body
        const headerKey = req.get('Idempotency-Key')
        const bodyKey = isRecord(body) ? body[IDEMPOTENCY_FIELD] : undefined
        const answer = await submitLead(kind, {
          input: body,
          ip: req.ip ?? 'unknown',
          idempotencyKey: headerKey ?? (typeof bodyKey === 'string' ? bodyKey : null),
        }, options)
        if (kind === 'newsletter' && req.is('application/x-www-form-urlencoded')) {
          // The home page's newsletter form without JavaScript: back to the page, with the result to show.
          res.redirect(303, newsletterReturnUrl(isRecord(body) ? body.returnTo : undefined, newsletterResult(answer.status)))
          return
        }
        if (answer.status === 429) res.set('Retry-After', '60')
        res.status(answer.status).json(answer.body)
      } catch (error) {
        next(error)
      }
    })
  }

  api.get('/waitlist', async (_req, res, next) => {
    try {
      res.json(await waitlistStatus(options.handle))
    } catch (error) {
      next(error)
    }
  })

  api.use((_req, res) => {
    res.status(404).json({ error: 'No such API endpoint.' })
  })
  api.use(apiErrors)
  return api
}

function newsletterResult(status: number): NewsletterResult {
  if (status === 201) return 'subscribed'
  if (status === 409) return 'already'
  if (status === 400) return 'invalid'
  if (status === 429) return 'limited'
  return 'failed'
}

function newsletterReturnUrl(returnTo: unknown, result: NewsletterResult) {
  const path = typeof returnTo === 'string' && /^\/(?!\/)[^\s\\]*$/.test(returnTo) ? returnTo : '/'
  const url = new URL(path, 'http://site.invalid')
  url.searchParams.set('newsletter', result)
  return `${url.pathname}${url.search}#newsletter`
}

function apiErrors(error: unknown, req: Request, res: Response, _next: NextFunction) {
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
  logger.error({ err: error, path: req.originalUrl }, 'API request failed')
  res.status(500).json({ error: 'Something went wrong on our side. Please try again later.' })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
