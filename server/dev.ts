import express from 'express'
import { createServer } from 'vite'
import type * as site from './app'
import { listen, startFailed } from './listen'

// `npm run dev`: the site through Vite, each request served by the site's current source, so edits show at once.

type Site = typeof site

async function main() {
  const vite = await createServer({ server: { middlewareMode: true } })
  const host = express()
  host.disable('x-powered-by')
  host.use(vite.middlewares)
  host.use(async (req, res, next) => {
    try {
      const fresh = (await vite.ssrLoadModule('./server/app.ts')) as Site
      fresh.createSite()(req, res, next)
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error)
      next(error)
    }
  })
  await listen(host, (await vite.ssrLoadModule('./server/app.ts')) as Site, true)
}

main().catch(startFailed)
