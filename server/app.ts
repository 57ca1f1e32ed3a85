import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type NextFunction, type Request, type Response } from 'express'
import { carriesSession } from '../app/server/session-cookie.server'
import { cacheSizes } from '../app/server/caches.server'
import { config, publicConfig } from '../app/server/config.server'
import { leadApi } from '../app/leads/api.server'
import { factsShownByLeads } from '../app/leads/catalogue'
import { forgetLeadsPastRetention } from '../app/leads/housekeeping.server'
import { privateLinks } from '../app/leads/private-links.server'
import { geoProvider } from '../app/server/geo.server'
import { startBackgroundWork, stopBackgroundWork } from '../app/server/background.server'
import { limitRequestBodies } from '../app/server/body-limit.server'
import { ghostWebhook, ghostWebhookPath } from '../app/server/blog/webhook.server'
import { checkBusinessFacts, logExampleFacts, refuseExamplesInPublic } from '../app/server/business-facts.server'
import { closeDatabase, database, isReachable, migrate } from '../app/server/db.server'
import { currentFacts } from '../app/server/facts-store.server'
import { previewsOfDrafts } from '../app/server/fact-preview.server'
import { imageEndpoint } from '../app/server/images/image-endpoint.server'
import { logRefusedImageHosts, pictures, servePicturesFrom } from '../app/server/images/site-pictures.server'
import { logger } from '../app/server/logger.server'
import { claimMailFolder } from '../app/server/mail-folder.server'
import { onlyAnsweredMethods } from '../app/server/methods.server'
import { pageCache } from '../app/server/page-cache.server'
import { refuseCrossSiteWrites } from '../app/server/same-origin.server'
import { servePrecompressed } from '../app/server/precompressed.server'
import { contentSecurityPolicy, pageNonce, privateWhenSignedIn, securityHeaders } from '../app/server/security.server'
import { shareAssets } from '../app/server/shared-assets.server'
import { signals } from '../app/server/signals.server'
import { inlineStylesheetsFrom } from '../app/server/stylesheet.server'
import { type SitePage, addressWithoutSecrets, sitePages } from '../app/pages/site-pages'

declare module 'react-router' {
  interface AppLoadContext {
    nonce: string
    /** The visitor's address (behind a trusted proxy, the one it reports), for throttles and rate limits. */
    clientAddress: string
  }
}

type SiteOptions = {
  /** Where the built browser assets are; absent in development, where Vite serves them. */
  clientDir?: string
  /** The gazetteer the build made for the bundled geocoder; absent in development, where it is made in memory. */
  gazetteerFile?: string
  /** Our own pictures' facts that the build measured; absent in development, where each is measured when shown. */
  pictureFactsFile?: string
}

/** The whole site as one Express app: headers, logs, health checks, static files, API and pages. */
export function createSite({ clientDir, gazetteerFile, pictureFactsFile }: SiteOptions = {}) {
  const site = express()
  site.disable('x-powered-by')
  site.set(
    'trust proxy',
    config()
      .TRUST_PROXY.split(',')
      .map((item) => item.trim()),
  )
  // Loaded once, in the background, and handed to React Router as the build itself: it derives its route
  // tables from a build once, but from a function that loads one on every request.
  const build = import('virtual:react-router/server-build')
  site.use(requestLog(build.then((loaded) => sitePages(loaded.routes))))
  site.use(onlyAnsweredMethods)
  const security = {
    dev: !clientDir,
    analyticsScriptUrl: publicConfig().analyticsScriptUrl ?? undefined,
  }
  site.use(securityHeaders({ ...security, siteUrl: config().SITE_URL }))
  site.use(refuseCrossSiteWrites(config().SITE_URL))
  site.use(limitRequestBodies())
  const nonceFor = pageNonce(security)

  site.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' })
  })
  site.get('/readyz', async (_req, res) => {
    const ready = await isReachable(database().db)
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: ready ? 'ready' : 'database unreachable' })
  })

  // Ghost's call when a post changes: every instance forgets the blog it kept (README's Blog).
  const { GHOST_WEBHOOK_SECRET } = config()
  if (GHOST_WEBHOOK_SECRET)
    site.post(ghostWebhookPath, ghostWebhook({ secret: GHOST_WEBHOOK_SECRET, signals: signals() }))

  // Every picture the pages show, ours and the CMS's, resized and re-encoded (docs/decisions/0060).
  servePicturesFrom(clientDir ?? 'public', pictureFactsFile)
  site.use('/img', imageEndpoint(pictures))

  if (clientDir) {
    inlineStylesheetsFrom(clientDir)
    // Static pages first: their paths are never files, and they are the busiest answers. In development
    // every request renders afresh, so edits show at once.
    site.use(
      pageCache({ build, policy: contentSecurityPolicy(security), siteUrl: config().SITE_URL, signals: signals() }),
    )
  }
  // The API answers small JSON: compressing it would cost more than it saves.
  site.use('/api', leadApi({ geo: geoProvider(gazetteerFile) }))
  if (clientDir) {
    // Cached pages and built files are compressed once; everything else is compressed per answer.
    site.use(compression())
    site.use(servePrecompressed(clientDir))
    // File names under /assets carry a content hash, so they never change.
    site.use('/assets', express.static(`${clientDir}/assets`, { immutable: true, maxAge: '1y', index: false }))
    // And those of the other build that answers while a deploy rolls, from the folder the instances share
    // (docs/decisions/0101); this build's are copied there before the server answers.
    const { ASSETS_DIR } = config()
    if (ASSETS_DIR) {
      shareAssets(`${clientDir}/assets`, ASSETS_DIR)
      site.use('/assets', express.static(ASSETS_DIR, { immutable: true, maxAge: '1y', index: false }))
    }
    // No folder-to-slash redirects: /blog is a page, even though public/blog/ holds its pictures.
    site.use(express.static(clientDir, { maxAge: '1h', index: false, redirect: false }))
  }

  // Pages rendered for a browser signed in to the console hold its member's name: no cache may keep them.
  site.use(privateWhenSignedIn(carriesSession))
  // An administrator's preview of an unsaved fact: only past the page cache, which keeps no page drawn for a session.
  site.use(previewsOfDrafts())
  const renderPage = build.then((loaded) =>
    createRequestHandler({
      build: loaded,
      getLoadContext: (req, res) => ({ nonce: nonceFor(res), clientAddress: req.ip ?? '' }),
    }),
  )
  site.use(async (req, res, next) => (await renderPage)(req, res, next))
  site.use(answerError)
  return site
}

// What nothing else answered: one JSON log line, and an answer that shows no stack. An error that carries a
// client error's status (a body that stopped arriving, a malformed request) keeps it.
function answerError(error: unknown, _req: Request, res: Response, next: NextFunction) {
  if (res.headersSent) return next(error)
  const { status } = (error ?? {}) as { status?: unknown }
  const clientError = typeof status === 'number' && status >= 400 && status < 500
  if (clientError) logger.info({ status }, 'request refused')
  else logger.error({ err: error }, 'request failed')
  res
    .status(clientError ? status : 500)
    .set('Cache-Control', 'no-store')
    .type('text/plain')
    .send(clientError ? 'The request could not be read.' : 'Something went wrong on our side. Please try again.')
}

// The path without its query string, and not the visitor's address: searches, look-ups and links put
// e-mail addresses, phone numbers and positions in query strings, and none of them belongs in a log. The path of
// a page a mail's link opens is written with its token as the page's parameter (`/requests/:token`).
function requestLog(pages: Promise<SitePage[]>) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint()
    // Read now: a mounted router (/api) shortens req.path while it handles the request.
    const path = req.path
    res.on('finish', () => {
      const ms = Number((process.hrtime.bigint() - started) / 1_000_000n)
      void pages.then(
        (known) =>
          logger.info({ method: req.method, path: addressWithoutSecrets(known, path), status: res.statusCode, ms }),
        // Without the build's pages no address can be told safe to write.
        () => logger.info({ method: req.method, status: res.statusCode, ms }),
      )
    })
    next()
  }
}

type StartOptions = {
  /**
   * Node's arguments that run the backup program: the production server gives the one the build compiled beside
   * it; in development it is the script, through tsx.
   */
  backupProgram?: string[]
}

/** Work done once before the server accepts requests. */
export async function start({ backupProgram = ['--import', 'tsx', 'scripts/backup.ts'] }: StartOptions = {}) {
  const settings = config()
  checkBusinessFacts()
  const { db, engine } = database()
  const applied = await migrate(db)
  logger.info({ engine, applied, siteUrl: settings.SITE_URL }, 'database ready')
  // The facts as the business saved them, read before the first answer, which they are in.
  refuseExamplesInPublic(settings, await currentFacts())
  if (settings.NODE_ENV === 'production') await logExampleFacts(factsShownByLeads)
  // Before any mail is sent: an instance that writes mail to files must be the only one (mail-folder.server.ts).
  await signals().start((session) => claimMailFolder(session, { writesFiles: !settings.SMTP_URL }))
  startBackgroundWork({ backupProgram, privateLinks, housekeepingTasks: [forgetLeadsPastRetention] })
  // Not awaited: a slow DNS must not hold up start-up for a warning.
  void logRefusedImageHosts()
  // How full the in-process caches are, for the operator (kill -USR2 <pid>): one log line, nothing over HTTP.
  process.on('SIGUSR2', () => logger.info({ caches: cacheSizes() }, 'cache sizes'))
  const requestTimeoutMs = settings.REQUEST_TIMEOUT_SECONDS * 1000
  return {
    port: settings.PORT,
    host: settings.HOST,
    limits: {
      maxConnections: settings.MAX_CONNECTIONS,
      requestTimeoutMs,
      // Headers come in one packet or two: they get a third of the time, and no more than ten seconds.
      headersTimeoutMs: Math.min(10_000, Math.ceil(requestTimeoutMs / 3)),
    },
  }
}

/** Work done once after the server has stopped accepting requests and finished the ones in flight. */
export async function stop() {
  await stopBackgroundWork()
  await signals().close()
  await closeDatabase()
}

export { logger }
// The site's pages as their routes declare them, for the tests that read them from the build.
export { sitePagesOfBuild } from '../app/server/site-pages.server'
