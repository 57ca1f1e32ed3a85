import crypto from 'node:crypto'
import http from 'node:http'
import { setTimeout as delay } from 'node:timers/promises'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openDatabase } from '~/server/db.server'
import { type GhostStandIn, startGhostStandIn } from '../support/ghost-stand-in'
import { chunkedPost } from '../support/chunked-post'
import { type SiteProcess, residentBytes, startSite, stopSite } from '../support/site-process'
import { formHeaders, signedInAdmin } from '../support/staff-session'

// What a stranger can make the server hold in memory: a blog post for every slug they can think of, or a
// request body as long as they care to send. Each test runs the production build as its own process and
// watches its resident memory.

const megabyte = 1024 * 1024

let site: SiteProcess | undefined
let ghost: GhostStandIn | undefined

afterEach(async () => {
  if (site) await stopSite(site)
  await ghost?.close()
  site = undefined
  ghost = undefined
})

/** Runs `task` for every item, `concurrency` at a time. */
async function inParallel<T>(items: T[], concurrency: number, task: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await task(items[next++])
    }),
  )
}

/**
 * The JSON log lines the site wrote with this message. Only the lines that name it are parsed: the request
 * log of this test is tens of megabytes, and its last line may still be arriving.
 */
function logLines(running: SiteProcess, message: string) {
  return running
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes(`"msg":${JSON.stringify(message)}`))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}

/** Whether the site still runs, and the last it printed other than its request log: for a test that fails. */
function processState(running: SiteProcess) {
  const ended = running.process.exitCode ?? running.process.signalCode
  const said = running
    .output()
    .slice(-200_000)
    .split('\n')
    // A request's line, or the end of one whose start fell before the slice.
    .filter((line) => line.trim() && !/"method":|"ms":\d+\}$/.test(line))
    .slice(-8)
    .join('\n')
  return `the site ${ended === null ? 'runs' : `ended with ${ended}`}; its last words: ${said.slice(-1500)}`
}

describe('a stranger asking for blog posts that do not exist', () => {
  // Every slug is one full page render; on a shared two-core machine that is a few minutes.
  it('costs no memory that stays, and the CMS no more than one refresh of the blog a minute, for 20,000 different slugs of 4 KB', {
    timeout: 1_200_000,
  }, async () => {
    ghost = await startGhostStandIn()
    // The heap is capped, as a container's memory would cap it, so that what grows is memory kept rather than
    // garbage not yet collected: uncapped, V8 lets its heap grow to several times what is live before it
    // collects. The cap is about one and a half times what the warmed-up server holds while it answers (after a
    // full collection: 70–75 MB on Node 20, 75–85 MB on Node 24), so garbage has little room above it, and memory
    // that stayed for each slug (80 MB for these slugs) would run into it and end the process. At 96 MB, Node 24
    // came within a few MB of the cap during the warm-up, and one CI run lost the server there.
    site = await startSite({
      env: {
        GHOST_URL: ghost.url,
        GHOST_CONTENT_API_KEY: ghost.key,
        LOG_LEVEL: 'info',
        NODE_OPTIONS: '--max-old-space-size=128',
      },
    })
    const running = site
    const slugs = (count: number) => Array.from({ length: count }, () => crypto.randomBytes(2048).toString('hex'))
    const agent = new http.Agent({ keepAlive: true })
    // Uncompressed, so the server's time goes to what is measured here.
    const get = (path: string) =>
      new Promise<number | undefined>((resolve, reject) => {
        http
          .get(`${running.url}${path}`, { agent, headers: { 'accept-encoding': 'identity' } }, (response) => {
            response.resume()
            response.on('end', () => resolve(response.statusCode))
          })
          .on('error', async (error) => {
            // A connection cut because the site died is told by the site's end, which may come just after.
            await Promise.race([running.exited, delay(2_000)])
            reject(new Error(`${error.message} asking for ${path.slice(0, 40)}…; ${processState(running)}`))
          })
      })
    const ask = async (slug: string) => expect(await get(`/blog/${slug}`)).toBe(404)

    // Warm up first, so the measure starts from a server that has rendered the page and read the list. What
    // Ghost was asked for then is what one full refresh of the blog costs it.
    expect(await get('/blog/hello-offline')).toBe(200)
    await inParallel(slugs(300), 8, ask)
    const oneRefresh = ghost.requests.length
    expect(oneRefresh).toBeGreaterThan(0)
    // Then on until the heap has grown to its working size under the cap, so that what grows after is what stays.
    await inParallel(slugs(2_000), 8, ask)
    const askedBefore = ghost.requests.length
    const before = residentBytes(running)
    const started = Date.now()
    const asked = slugs(20_000)
    await inParallel(asked, 8, ask)
    const grown = residentBytes(running) - before
    const minutes = (Date.now() - started) / 60_000
    agent.destroy()

    expect(grown).toBeLessThan(50 * megabyte)
    // Everything the blog keeps is refreshed at most once a minute, whatever the slugs: at most one full
    // refresh per minute of the loop, and one more for a refresh already due when it began.
    const askedDuringLoop = ghost.requests.length - askedBefore
    expect(askedDuringLoop).toBeLessThanOrEqual(oneRefresh * (Math.floor(minutes) + 1))

    running.kill('SIGUSR2')
    const report = await vi.waitFor(
      () => {
        const [line] = logLines(running, 'cache sizes')
        expect(line, `no "cache sizes" line; ${processState(running)}`).toBeDefined()
        return line.caches as Record<string, { entries: number; maxEntries: number; bytes: number; maxBytes: number }>
      },
      { timeout: 20_000, interval: 100 },
    )
    expect(Object.keys(report).sort()).toEqual(['blog', 'pages'])
    for (const size of Object.values(report)) {
      expect(size.entries).toBeLessThanOrEqual(size.maxEntries)
      expect(size.bytes).toBeLessThanOrEqual(size.maxBytes)
    }
    // The one real post is kept; the slugs that do not exist are not.
    expect(report.pages.entries).toBe(1)
  })
})

describe('a stranger sending a huge form', () => {
  it('is refused with 413 long before 50 MB are read, for a lead form, sign-in and a console action', async () => {
    site = await startSite({ env: { LOG_LEVEL: 'warn' } })
    const running = site
    const cookie = await signedInAdmin(running)
    const form = formHeaders(running)

    const totalBytes = 50 * megabyte
    const before = residentBytes(running)
    const uploads = [
      await chunkedPost(`${running.url}/contact`, {
        headers: form,
        prefix: 'name=Big&email=big%40example.in&message=',
        totalBytes,
      }),
      await chunkedPost(`${running.url}/sign-in`, {
        headers: form,
        prefix: 'email=asha%40reelcraft.test&password=',
        totalBytes,
      }),
      await chunkedPost(`${running.url}/console/privacy`, {
        headers: { ...form, cookie },
        prefix: 'confirm=yes&person=',
        totalBytes,
      }),
    ]
    const grown = residentBytes(running) - before

    for (const upload of uploads) {
      expect(upload.status).toBe(413)
      expect(upload.body).toBe('The request is too large: 64 KB at most.')
      expect(upload.connection).toBe('close')
      // What the client had sent when it read the answer includes what the socket buffers of both ends hold, up to
      // about 4 MB on loopback here: it stopped at a fifth of its 50 MB at most.
      expect(upload.sentBytes).toBeLessThan(totalBytes / 5)
    }
    expect(grown).toBeLessThan(20 * megabyte)

    const { db } = openDatabase(`${running.dataDir}/site.db`)
    try {
      expect(await db.selectFrom('contact_messages').select('id').execute()).toEqual([])
    } finally {
      await db.destroy()
    }
    // The server is still there for everyone else.
    expect((await fetch(`${running.url}/healthz`)).status).toBe(200)
  })
})
