import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { NextFunction, Request, Response } from 'express'

// The browser's files never change once built, so they are compressed once, at build time, at the strongest
// settings (brotli is about 15% smaller than gzip for our scripts), instead of again for every request while
// the visitor's page is loading.

export type Encoding = 'br' | 'gzip'

const suffixes: Record<Encoding, string> = { br: '.br', gzip: '.gz' }
// Pictures, video and fonts are compressed formats already.
const compressible = /\.(js|mjs|css|svg|json|xml|txt|webmanifest)$/
const smallestWorthCompressing = 1024

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** The strongest compression of each kind; brotli runs in Node's thread pool, so a server is not held up. */
export function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION })
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** Writes `file.br` and `file.gz` beside every compressible file of the build that compression makes smaller. */
export async function writeCompressedTwins(dir: string) {
  const files = filesUnder(dir).filter((file) => compressible.test(file))
  await Promise.all(
    files.map(async (file) => {
      const body = await fs.promises.readFile(file)
      if (body.length < smallestWorthCompressing) return
      for (const encoding of ['br', 'gzip'] as const) {
        const compressed = await compress(body, encoding)
        if (compressed.length < body.length) await fs.promises.writeFile(file + suffixes[encoding], compressed)
      }
    }),
  )
}

/**
 * The encoding to answer with, from those at hand, by the `Accept-Encoding` header's weights; brotli first
 * when the browser takes both equally (browsers list gzip first, though brotli is smaller).
 */
export function preferredEncoding(acceptEncoding: string | undefined, available: readonly Encoding[]): Encoding | null {
  const weights = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase())
    if (!name) continue
    const q = parameters.map((parameter) => /^q=([\d.]+)$/.exec(parameter)).find(Boolean)
    weights.set(name, q ? Number(q[1]) : 1)
  }
  const weight = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0
  const best = (['br', 'gzip'] as const).filter((encoding) => available.includes(encoding) && weight(encoding) > 0)
  best.sort((a, b) => weight(b) - weight(a))
  return best[0] ?? null
}

/**
 * Hands a request for a built file on to the static files that follow as a request for its compressed twin,
 * when one was written at build time and the browser takes it; otherwise the request passes untouched.
 */
export function servePrecompressed(root: string) {
  const twins = new Map<string, Encoding[]>()
  for (const file of filesUnder(root)) {
    for (const [encoding, suffix] of Object.entries(suffixes) as [Encoding, string][]) {
      if (!file.endsWith(suffix)) continue
      const urlPath = encodeURI('/' + path.relative(root, file.slice(0, -suffix.length)).split(path.sep).join('/'))
      twins.set(urlPath, [...(twins.get(urlPath) ?? []), encoding])
    }
  }

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const available = twins.get(req.path)
    if (!available) return next()
    res.vary('Accept-Encoding')
    const encoding = preferredEncoding(req.headers['accept-encoding'], available)
    if (!encoding) return next()
    // The type is that of the original file; the static server keeps a Content-Type already set.
    res.type(path.extname(req.path))
    res.setHeader('Content-Encoding', encoding)
    const query = req.url.indexOf('?')
    req.url = req.path + suffixes[encoding] + (query === -1 ? '' : req.url.slice(query))
    next()
  }
}
