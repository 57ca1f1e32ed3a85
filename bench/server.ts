// Throughput on loopback with autocannon: a static page, the server-rendered blog list and lead submissions
// to /api/bookings, on SQLite and on PostgreSQL, beside the same static page served by Debian's nginx in the
// same run. Run `npm run build` first; `npm run bench:server` prints a Markdown table for docs/benchmarks.md.
//
// COMPARE_BUILD=<another checkout's build folder> measures lead submissions on SQLite against this build and
// that one in alternating runs (this, that, that, this …; BENCH_ROUNDS each, five by default) and prints the
// medians instead: the way to tell a change from the machine's noise. Each run starts once both sites have sent
// their mail, and also reports the processor time the site spent on each booking, its mail included: a finer
// measure than throughput, whose runs range widely. That checkout runs its own server.ts, and needs its own node_modules, since its server
// build loads its packages from there.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import zlib from 'node:zlib'
import autocannon from 'autocannon'
import type { Kysely } from 'kysely'
import { openDatabase } from '../app/server/db.server'
import type { Database } from '../app/server/schema.server'
import { freePort, startPostgres } from '../tests/support/postgres-server'
import { type SiteProcess, processorMilliseconds, startSite, stopSite } from '../tests/support/site-process'
import { nginxFolder, runNginx } from './nginx'

const seconds = Number(process.env.BENCH_SECONDS || 20)
const connections = Number(process.env.BENCH_CONNECTIONS || 32)
const staticPage = '/privacy'

type Figures = { label: string; rps: number; p50: number; p99: number; errors: number; ok: number; warmUpOk: number }

async function measure(label: string, options: autocannon.Options): Promise<Figures> {
  const warmUp = await autocannon({ ...options, duration: 3, connections }) // not counted in the figures
  const result = await autocannon({ ...options, duration: seconds, connections })
  const figures = {
    label,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    ok: result['2xx'],
    warmUpOk: warmUp['2xx'],
  }
  console.error(JSON.stringify(figures))
  return figures
}

let visitor = 0
/** The id of every booking answered 201, read from the answers themselves. */
const answeredIds = new Set<number>()
function bookingRequest(): autocannon.Request {
  return {
    onResponse: (status, body) => {
      if (status === 201) answeredIds.add((JSON.parse(body) as { id: number }).id)
    },
    method: 'POST',
    path: '/api/bookings',
    headers: { 'content-type': 'application/json' },
    setupRequest: (request) => {
      visitor += 1
      // One visitor address per submission, so the per-address rate limit measures nothing here.
      const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`
      return {
        ...request,
        headers: { ...request.headers, 'x-forwarded-for': address },
        body: JSON.stringify({
          name: `Bench guest ${visitor}`,
          // A phone of its own: the same booking sent again within half an hour is answered with the first.
          phone: `98${String(visitor % 100_000_000).padStart(8, '0')}`,
          location: 'Madhapur, Hyderabad',
          date: `${new Date().getUTCFullYear() + 1}-01-15`,
          time: '17:00',
        }),
      }
    },
  }
}

async function startNginx(html: string) {
  const root = nginxFolder('nginx')
  fs.writeFileSync(path.join(root, 'index.html'), html)
  // Precompressed, as our server keeps it, so nginx does no more work per request than we do.
  fs.writeFileSync(path.join(root, 'index.html.gz'), zlib.gzipSync(html, { level: 9 }))
  const port = await freePort()
  const nginx = await runNginx(
    root,
    `worker_processes 1;
events { worker_connections 1024; }
http {
  access_log off;
  gzip_static on;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files /index.html =404; }
  }
}
`,
  )
  return { url: `http://127.0.0.1:${port}`, stop: nginx.stop }
}

async function siteFigures(site: SiteProcess, engine: string, databaseUrl: string) {
  const headers = { 'accept-encoding': 'gzip' }
  const figures = [
    await measure(`${engine}: static page ${staticPage}`, { url: `${site.url}${staticPage}`, headers }),
    await measure(`${engine}: blog list /blog`, { url: `${site.url}/blog`, headers }),
  ]
  const { db } = openDatabase(databaseUrl)
  answeredIds.clear()
  const bookings = await measure(`${engine}: POST /api/bookings`, { url: site.url, requests: [bookingRequest()] })
  const ids = new Set((await db.selectFrom('bookings').select('id').execute()).map((row) => row.id))
  await db.destroy()
  // Every submission answered 201 (warm-up included) must be a row. Rows may exceed the answers by the
  // requests still in flight when autocannon stopped: stored, but their answers never read.
  const answered = answeredIds.size
  const missing = [...answeredIds].filter((id) => !ids.has(id)).length
  console.error(`${engine}: ${answered} answers 201, ${missing} of them without a row, ${ids.size} rows in all`)
  figures.push(bookings)
  return { figures, answered, missing, rows: ids.size }
}

function rowsNote(engine: string, { answered, missing, rows }: { answered: number; missing: number; rows: number }) {
  const verdict = missing === 0 ? 'every one is a row' : `${missing} WITHOUT A ROW`
  return `${engine}: ${answered} bookings answered 201 (warm-up included), ${verdict}; ${rows} rows in all (the rest were in flight when the run stopped).`
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** A site being compared, with its database open for counting what it stored and what it has still to send. */
type ComparedSite = { site: SiteProcess; db: Kysely<Database> }

function compared(site: SiteProcess): ComparedSite {
  return { site, db: openDatabase(`${site.dataDir}/site.db`).db }
}

/** How many bookings, and how many mails still to send, the site's database holds. */
async function siteCounts({ db }: ComparedSite) {
  const bookings = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  const unsent = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', 'in', ['pending', 'sending'])
    .executeTakeFirstOrThrow()
  return { bookings: Number(bookings.count), unsent: Number(unsent.count) }
}

/**
 * Waits until a site has sent the mail of its last run, and answers its counts then. A run queues mail faster
 * than it is sent, and sending the rest would take the processor from the run of the other build.
 */
async function mailDelivered(compared: ComparedSite) {
  const deadline = Date.now() + 10 * 60_000
  for (;;) {
    const counts = await siteCounts(compared)
    if (counts.unsent === 0) return counts
    if (Date.now() > deadline)
      throw new Error(`the site at ${compared.site.url} still had mail to send after ten minutes`)
    await delay(250)
  }
}

type Run = Figures & { processorMsPerBooking: number }

/**
 * One run of a build, while the other build's site is idle: bookings a second and p99 as autocannon saw them,
 * and the processor time the site spent on each booking it stored, its mail included.
 */
async function measureRun(label: string, measured: ComparedSite, idle: ComparedSite): Promise<Run> {
  await mailDelivered(idle)
  const before = await mailDelivered(measured)
  const processorBefore = processorMilliseconds(measured.site)
  const figures = await measure(label, { url: measured.site.url, requests: [bookingRequest()] })
  const after = await mailDelivered(measured)
  const processorMs = processorMilliseconds(measured.site) - processorBefore
  return { ...figures, processorMsPerBooking: processorMs / (after.bookings - before.bookings) }
}

async function compareSubmissions(otherBuild: string) {
  const rounds = Number(process.env.BENCH_ROUNDS || 5)
  const builds = [
    { name: 'this build', ...compared(await startSite()), runs: [] as Run[] },
    {
      name: otherBuild,
      ...compared(
        await startSite({
          checkout: path.dirname(path.resolve(otherBuild)),
          env: { BUILD_DIR: path.resolve(otherBuild) },
        }),
      ),
      runs: [] as Run[],
    },
  ]
  try {
    for (let round = 1; round <= rounds; round++) {
      // Which build goes first swaps every round, so that neither always runs in the same place in a pair.
      const order = round % 2 === 1 ? builds : [...builds].reverse()
      for (const [index, build] of order.entries()) {
        build.runs.push(await measureRun(`${build.name}, run ${round}`, build, order[1 - index]))
      }
    }
  } finally {
    for (const build of builds) {
      await build.db.destroy()
      await stopSite(build.site)
    }
  }
  const [ours, theirs] = builds.map((build) => build.runs)
  const pairs = (better: (mine: Run, other: Run) => boolean) =>
    ours.filter((run, index) => better(run, theirs[index])).length
  const processor = (runs: Run[]) => runs.map((run) => run.processorMsPerBooking.toFixed(3))
  console.log(`POST /api/bookings on SQLite, autocannon, ${connections} connections, ${seconds} s after a 3 s warm-up, ${rounds} alternating runs per build; ${new Date().toISOString().slice(0, 10)}; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}. Processor time: the site's own, from the run's start until the mail of its bookings was sent, per booking stored.

| build | bookings/s, median | p99, median | processor ms a booking, median | errors or non-2xx | bookings/s, each run | processor ms a booking, each run |
| --- | --- | --- | --- | --- | --- | --- |
${builds
  .map(({ name, runs }) => {
    const errors = runs.reduce((sum, run) => sum + run.errors, 0)
    return `| ${name} | ${Math.round(median(runs.map((run) => run.rps)))} | ${median(runs.map((run) => run.p99))} ms | ${median(runs.map((run) => run.processorMsPerBooking)).toFixed(3)} | ${errors} | ${runs.map((run) => run.rps).join(', ')} | ${processor(runs).join(', ')} |`
  })
  .join('\n')}

This build had more bookings a second in ${pairs((mine, other) => mine.rps > other.rps)} of ${rounds} pairs of runs, and used less processor time a booking in ${pairs((mine, other) => mine.processorMsPerBooking < other.processorMsPerBooking)}.`)
}

if (process.env.COMPARE_BUILD) {
  await compareSubmissions(process.env.COMPARE_BUILD)
} else {
  await fullRun()
}

async function fullRun() {
  const results: Figures[] = []
  const notes: string[] = []

  const sqliteSite = await startSite()
  const html = await fetch(`${sqliteSite.url}${staticPage}`).then((response) => response.text())
  const nginx = await startNginx(html)
  const ceiling = await measure(`nginx: the same page ${staticPage}`, {
    url: nginx.url,
    headers: { 'accept-encoding': 'gzip' },
  })
  nginx.stop()
  results.push(ceiling)
  try {
    const sqlite = await siteFigures(sqliteSite, 'SQLite', `${sqliteSite.dataDir}/site.db`)
    results.push(...sqlite.figures)
    notes.push(rowsNote('SQLite', sqlite))
  } finally {
    await stopSite(sqliteSite)
  }

  const postgres = await startPostgres()
  try {
    const pgSite = await startSite({ databaseUrl: postgres.url })
    try {
      const pg = await siteFigures(pgSite, 'PostgreSQL', postgres.url)
      results.push(...pg.figures)
      notes.push(rowsNote('PostgreSQL', pg))
    } finally {
      await stopSite(pgSite)
    }
  } finally {
    postgres.stop()
  }

  console.log(`autocannon, ${connections} connections, ${seconds} s after a 3 s warm-up; ${new Date().toISOString().slice(0, 10)}; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}; nginx with 1 worker

| what | requests/s | p50 | p99 | errors or non-2xx | share of nginx |
| --- | --- | --- | --- | --- | --- |
${results
  .map(
    (r) =>
      `| ${r.label} | ${r.rps} | ${r.p50} ms | ${r.p99} ms | ${r.errors} | ${Math.round((r.rps / ceiling.rps) * 100)}% |`,
  )
  .join('\n')}

${notes.join('\n')}`)
}
