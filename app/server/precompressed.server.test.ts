import fs from 'node:fs'
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { preferredEncoding, servePrecompressed, writeCompressedTwins } from './precompressed.server'

const script = Buffer.from(
  `export const reels = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `reel ${i}`))}\n`,
)
const drawing = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h24v24H0z"/>'.repeat(60)}</svg>`)
const picture = Buffer.alloc(4096, 7)

let dir: string
let server: ReturnType<ReturnType<typeof express>['listen']>
let base: string

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompressed-'))
  fs.mkdirSync(path.join(dir, 'assets'))
  fs.mkdirSync(path.join(dir, 'press'))
  fs.writeFileSync(path.join(dir, 'assets', 'reels-abc123.js'), script)
  fs.writeFileSync(path.join(dir, 'assets', 'tiny-abc123.js'), 'export {}\n')
  fs.writeFileSync(path.join(dir, 'press', 'mark.svg'), drawing)
  fs.writeFileSync(path.join(dir, 'press', 'photo.webp'), picture)
  await writeCompressedTwins(dir)

  const site = express()
  site.use(servePrecompressed(dir))
  site.use('/assets', express.static(path.join(dir, 'assets'), { immutable: true, maxAge: '1y' }))
  site.use(express.static(dir))
  server = site.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  fs.rmSync(dir, { recursive: true, force: true })
})

/** The raw answer, undecoded (fetch would decode it and drop the evidence). */
async function get(urlPath: string, acceptEncoding: string | null, method = 'GET') {
  const headers: Record<string, string> = acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding }
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      request(`${base}${urlPath}`, { method, headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        )
      })
        .on('error', reject)
        .end()
    },
  )
}

describe('writeCompressedTwins', () => {
  it('writes brotli and gzip twins of scripts and drawings that decode to the original', () => {
    for (const [file, original] of [
      ['assets/reels-abc123.js', script],
      ['press/mark.svg', drawing],
    ] as const) {
      const br = fs.readFileSync(path.join(dir, `${file}.br`))
      const gz = fs.readFileSync(path.join(dir, `${file}.gz`))
      expect(zlib.brotliDecompressSync(br).equals(original), `${file}.br`).toBe(true)
      expect(zlib.gunzipSync(gz).equals(original), `${file}.gz`).toBe(true)
      expect(br.length).toBeLessThan(original.length)
    }
  })

  it('leaves files under a kilobyte and pictures alone', () => {
    const names = fs.readdirSync(dir, { recursive: true }).map(String)
    expect(names.filter((name) => name.startsWith(path.join('assets', 'tiny')))).toEqual([
      path.join('assets', 'tiny-abc123.js'),
    ])
    expect(names.filter((name) => name.includes('photo'))).toEqual([path.join('press', 'photo.webp')])
  })
})

describe('servePrecompressed', () => {
  it('answers a browser that takes brotli with the brotli twin, typed as the original', async () => {
    const answer = await get('/assets/reels-abc123.js', 'gzip, deflate, br, zstd')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(answer.headers['vary']).toContain('Accept-Encoding')
    expect(answer.headers['cache-control']).toContain('immutable')
    expect(zlib.brotliDecompressSync(answer.body).equals(script)).toBe(true)
  })

  it('answers gzip when brotli is not taken, and the file itself when neither is', async () => {
    const gzipped = await get('/press/mark.svg', 'gzip, br;q=0')
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gzipped.headers['content-type']).toBe('image/svg+xml')
    expect(zlib.gunzipSync(gzipped.body).equals(drawing)).toBe(true)

    for (const accepted of ['identity', null]) {
      const plain = await get('/press/mark.svg', accepted)
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.body.equals(drawing)).toBe(true)
    }
  })

  it('keeps the query string, answers HEAD, and passes files without twins through untouched', async () => {
    const withQuery = await get('/assets/reels-abc123.js?v=2', 'br')
    expect(withQuery.headers['content-encoding']).toBe('br')
    const head = await get('/assets/reels-abc123.js', 'br', 'HEAD')
    expect(head.status).toBe(200)
    expect(Number(head.headers['content-length'])).toBe(fs.statSync(path.join(dir, 'assets/reels-abc123.js.br')).size)
    expect(head.body.length).toBe(0)

    const tiny = await get('/assets/tiny-abc123.js', 'br')
    expect(tiny.headers['content-encoding']).toBeUndefined()
    expect(tiny.body.toString()).toBe('export {}\n')
    expect((await get('/press/photo.webp', 'br')).body.equals(picture)).toBe(true)
    expect((await get('/assets/missing.js', 'br')).status).toBe(404)
  })
})

describe('preferredEncoding', () => {
  it('follows the weights, prefers brotli on a tie, and offers only what is at hand', () => {
    expect(preferredEncoding('gzip, deflate, br', ['br', 'gzip'])).toBe('br')
    expect(preferredEncoding('br;q=0.5, gzip', ['br', 'gzip'])).toBe('gzip')
    expect(preferredEncoding('br;q=0, gzip;q=0', ['br', 'gzip'])).toBeNull()
    expect(preferredEncoding('*', ['gzip'])).toBe('gzip')
    expect(preferredEncoding('br', ['gzip'])).toBeNull()
    expect(preferredEncoding(undefined, ['br', 'gzip'])).toBeNull()
    expect(preferredEncoding(' GZIP ; q=0.8 ', ['br', 'gzip'])).toBe('gzip')
  })
})
