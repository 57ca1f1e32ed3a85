import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { freePort } from './postgres-server'

// The production build, started as its own process the way it runs in production, for tests that kill,
// restart or overload it. `npm run build` (or BUILD_DIR) must have been built first.

export type SiteProcess = {
  url: string
  port: number
  dataDir: string
  process: ChildProcess
  /** From starting the process to its first answer (the server answers once its start-up work is done). */
  startUpMs: number
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>
  output: () => string
  kill: (signal: NodeJS.Signals) => void
}

export type SiteOptions = {
  databaseUrl?: string
  dataDir?: string
  port?: number
  env?: Record<string, string>
  /** Another checkout to run, with its own build (a benchmark's build before); this one by default. */
  checkout?: string
}

export async function startSite(options: SiteOptions = {}): Promise<SiteProcess> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'site-proc-'))
  const port = options.port ?? (await freePort())
  const spawned = performance.now()
  const command = serverCommand(options.checkout ?? '.', options.env?.BUILD_DIR)
  const child = spawn(process.execPath, command.args, {
    cwd: options.checkout,
    env: {
      ...process.env,
      ...command.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: options.databaseUrl ?? path.join(dataDir, 'site.db'),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const url = `http://127.0.0.1:${port}`
  try {
    await untilAnswering(`${url}/healthz`, child, exited, 60_000)
  } catch (error) {
    child.kill('SIGKILL')
    throw new Error(`${(error as Error).message}:\n${output}`)
  }
  const startUpMs = performance.now() - spawned
  return {
    url,
    port,
    dataDir,
    startUpMs,
    process: child,
    exited,
    output: () => output,
    kill: (signal) => child.kill(signal),
  }
}

/**
 * How a checkout starts its production server, as `npm run serve` does (its package.json): Node with the same
 * options and environment, running the compiled `build/server/start.js` (or BUILD_DIR's). A build made before the
 * server was compiled (a benchmark's build before) has none; its server.ts ran with tsx as a loader, through Node
 * itself, so that a SIGKILL reaches the server and not a wrapper.
 */
function serverCommand(checkout: string, buildDir = process.env.BUILD_DIR || 'build') {
  const start = path.resolve(checkout, buildDir, 'server/start.js')
  if (!fs.existsSync(start)) return { args: ['--import', 'tsx', 'server.ts'], env: {} }
  const { scripts } = JSON.parse(fs.readFileSync(path.join(checkout, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
  const serve = /^((?:\w+=\S+ )*)node ((?:--\S+ )*)build\/server\/start\.js$/.exec(scripts.serve)
  if (!serve) throw new Error(`npm run serve does not run node build/server/start.js: ${scripts.serve}`)
  const words = (text: string) => text.split(' ').filter(Boolean)
  return {
    args: [...words(serve[2]), start],
    env: Object.fromEntries(words(serve[1]).map((assignment) => assignment.split('=', 2))),
  }
}

/**
 * Waits until `url` answers 200: the server is up. Polling is the only way to learn that a port is open; it
 * gives up at once when the process exits and after `timeoutMs` at the latest.
 */
async function untilAnswering(url: string, child: ChildProcess, exited: Promise<unknown>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site exited during start-up with code ${child.exitCode}`)
    const answered = await fetch(url, { signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) }).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) return
    await Promise.race([delay(20), exited])
  }
  throw new Error(`the site did not answer within ${timeoutMs / 1000} s`)
}

/** The log lines the site wrote after the first `from` characters of its output. */
export function linesSince(site: SiteProcess, from: number) {
  return site
    .output()
    .slice(from)
    .split('\n')
    .filter((line) => line.trim())
}

/** Stops the site with SIGTERM and waits for it to exit. */
export async function stopSite(site: SiteProcess) {
  if (site.process.exitCode !== null) return site.process.exitCode
  site.kill('SIGTERM')
  return site.exited
}

/** The site process's resident memory, in bytes (Linux). */
export function residentBytes(site: SiteProcess) {
  return statusBytes(site, 'VmRSS')
}

/** The most resident memory the site process has had at any moment since it started, in bytes (Linux). */
export function peakResidentBytes(site: SiteProcess) {
  return statusBytes(site, 'VmHWM')
}

function statusBytes(site: SiteProcess, field: 'VmRSS' | 'VmHWM') {
  const status = fs.readFileSync(`/proc/${site.process.pid}/status`, 'utf8')
  const kilobytes = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1]
  if (!kilobytes) throw new Error(`no ${field} line in /proc/<pid>/status`)
  return Number(kilobytes) * 1024
}

/**
 * The processor time the site process has used so far, user and system, in milliseconds (Linux). /proc
 * counts it in ticks of 1/100 s, the fixed USER_HZ of Linux's user-space interface.
 */
export function processorMilliseconds(site: SiteProcess) {
  const stat = fs.readFileSync(`/proc/${site.process.pid}/stat`, 'utf8')
  // The fields after the command name, which is in parentheses and may itself hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const [userTicks, systemTicks] = [Number(fields[11]), Number(fields[12])]
  return (userTicks + systemTicks) * 10
}

let visitor = 0

/** A distinct visitor address for each call, so per-address rate limits do not interfere. */
export function nextVisitorAddress() {
  visitor += 1
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextVisitorAddress(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await response.text()
  let json: unknown = null
  try {
    json = JSON.parse(text)
  } catch {
    // not JSON
  }
  return { status: response.status, json: json as Record<string, unknown> | null }
}
