import type { NextFunction, Request, Response } from 'express'

// The site reads pages and files (GET, HEAD) and takes forms and the API's JSON (POST). Any other method is
// answered here, before anything else sees it: a method HTTP defines with 405 and the methods we take, any
// other with 501. Nothing further down has to handle one, and none of them can end in a 500.

const answered = ['GET', 'HEAD', 'POST']
const defined = new Set(['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'CONNECT'])
const allow = answered.join(', ')

export function onlyAnsweredMethods(req: Request, res: Response, next: NextFunction) {
  if (answered.includes(req.method)) return next()
  const known = defined.has(req.method)
  res
    .status(known ? 405 : 501)
    .set({ Allow: allow, 'Cache-Control': 'no-store' })
    .json({ error: known ? `This address answers ${allow} only.` : 'This server does not know that method.' })
}
