import http from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import express from 'express'

// Starts the site: in development through Vite, in production from the build. Everything the site does
// lives in server/app.ts; this file only listens and shuts down.

type SiteModule = typeof import('./server/app')

const dev = process.argv.includes('--dev')

async function main() {
  const host = express()
  host.disable('x-powered-by')

  let site: SiteModule
  if (dev) {
    const vite = await import('vite').then(({ createServer }) => createServer({ server: { middlewareMode: true } }))
    host.use(vite.middlewares)
    site = (await vite.ssrLoadModule('./server/app.ts')) as SiteModule
    host.use(async (req, res, next) => {
      try {
        const fresh = (await vite.ssrLoadModule('./server/app.ts')) as SiteModule
        fresh.createSite()(req, res, next)
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error)
        next(error)
      }
    })
  } else {
    const buildDir = path.resolve(process.env.BUILD_DIR || 'build')
    site = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as SiteModule
    host.use(site.createSite({ clientDir: path.join(buildDir, 'client') }))
  }

  const { port, host: address, limits } = await site.start()
  // Timeouts are checked every second rather than Node's thirty, so a request that stalls is cut on time.
  const server = http.createServer(
    {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: 1_000,
    },
    host,
  )
  server.maxConnections = limits.maxConnections
  let dropped = 0
  server.on('drop', () => {
    if (dropped++ === 0)
      setTimeout(() => {
        site.logger.warn(
          { dropped, maxConnections: limits.maxConnections },
          'connections refused: the server holds as many as it takes',
        )
        dropped = 0
      }, 60_000).unref()
  })
  server.listen(port, address, () => {
    site.logger.info({ port, dev }, `serving on http://localhost:${port}`)
  })

  let stopping = false
  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    site.logger.info({ signal }, 'shutting down')
    // Stop accepting; let the requests in flight finish, then close the database.
    const force = setTimeout(() => server.closeAllConnections(), 10_000)
    force.unref()
    server.close(async () => {
      await site.stop()
      process.exit(0)
    })
    server.closeIdleConnections()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
