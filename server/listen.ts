import http from 'node:http'
import type { RequestListener } from 'node:http'
import type * as site from './app'

type Site = Pick<typeof site, 'start' | 'stop' | 'logger'>

/**
 * Runs the site's start-up work, listens, and shuts down gracefully on SIGTERM or SIGINT: the requests in flight
 * finish, then the database closes.
 */
export async function listen(handler: RequestListener, { start, stop, logger }: Site, dev = false) {
  const { port, host: address, limits } = await start()
  // Timeouts are checked every second rather than Node's thirty, so a request that stalls is cut on time.
  const server = http.createServer(
    {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: 1_000,
    },
    handler,
  )
  server.maxConnections = limits.maxConnections
  let dropped = 0
  server.on('drop', () => {
    if (dropped++ === 0)
      setTimeout(() => {
        logger.warn(
          { dropped, maxConnections: limits.maxConnections },
          'connections refused: the server holds as many as it takes',
        )
        dropped = 0
      }, 60_000).unref()
  })
  server.listen(port, address, () => {
    logger.info({ port, dev }, `serving on http://localhost:${port}`)
  })

  let stopping = false
  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'shutting down')
    const force = setTimeout(() => server.closeAllConnections(), 10_000)
    force.unref()
    server.close(async () => {
      await stop()
      process.exit(0)
    })
    server.closeIdleConnections()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

/** Ends the process with the reason start-up failed. */
export function startFailed(error: unknown) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
