import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

// A throwaway PostgreSQL server for tests: its own data folder under the system temp folder, listening
// on a free loopback port, stopped and deleted afterwards.

export type PostgresServer = {
  url: string
  port: number
  stop: () => void
  restart: () => void
  /** Stops the server but keeps its data, so that start() brings the same database back. */
  pause: () => void
  start: () => void
}

/** The folder of the PostgreSQL server binaries the tests run, whose pg_dump and pg_restore match the server. */
export function findBinaries() {
  const candidates = [
    ...(process.env.PG_BIN ? [process.env.PG_BIN] : []),
    ...(fs.existsSync('/usr/lib/postgresql')
      ? fs
          .readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : []),
  ]
  for (const dir of candidates) if (fs.existsSync(path.join(dir, 'initdb'))) return dir
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim()
  if (onPath) return path.dirname(fs.realpathSync(onPath))
  throw new Error('PostgreSQL server binaries (initdb, pg_ctl) were not found: install Debian package postgresql')
}

export async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = findBinaries()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-pg-'))
  const dataDir = path.join(dir, 'data')
  const port = await freePort()
  // PostgreSQL refuses to run as root; tests on CI run as root, so the server runs as user postgres.
  const asRoot = process.getuid?.() === 0
  if (asRoot) execFileSync('chown', ['-R', 'postgres', dir])
  fs.chmodSync(dir, 0o755)
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, command), args, { stdio: 'pipe' })

  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=200`
  const start = () => run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start'])
  const pause = () => run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'])
  start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    pause,
    restart: () => {
      pause()
      start()
    },
    stop: () => {
      try {
        pause()
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
