import crypto from 'node:crypto'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { generate } from 'selfsigned'
import sharp from 'sharp'

// An HTTPS server standing in for a picture host on the internet (Unsplash, a Ghost(Pro) CDN), with a
// certificate made for it at start (selfsigned: plain JavaScript, nothing to install on a CI machine) that
// the test trusts. It serves real pictures, and the things a hostile or broken host might send instead.

export type ImageServer = {
  /** https://<hostname>:<port>, for addresses in posts. */
  origin: string
  port: number
  /** The certificate to trust (PEM). */
  certificate: string
  /** The paths asked for, in order. */
  requests: string[]
  /** A picture's address on this server. */
  url(path: string): string
  /** Makes these files now, so that a request for them is answered at once (each is otherwise made when first asked for). */
  prepare(paths: string[]): Promise<void>
  close(): Promise<void>
}

/** Where a Ghost origin serves the pictures uploaded to it. */
export const ghostUploads = '/content/images/'

export const picturePaths = {
  /** A 1600 × 840 photograph-like JPEG. */
  cover: '/photos/cover.jpg',
  /** A second one, for a post's body. */
  inline: '/photos/inline.jpg',
  /** A 600 × 600 PNG with transparency. */
  transparent: '/photos/badge.png',
  /** A real picture of 10 MB (noise, stored uncompressed), its size announced. */
  huge: '/photos/huge.png',
  /** The same, sent in pieces without announcing its size. */
  hugeStreamed: '/photos/huge-streamed.jpg',
  /** A PNG that says it is 20,000 × 20,000 pixels (a decompression bomb: small file, 400 megapixels). */
  bomb: '/photos/bomb.png',
  /** A smaller bomb, 10,000 × 10,000: small enough that libvips itself would decode it. */
  smallerBomb: '/photos/smaller-bomb.png',
  /** 25,000,000 × 1 pixels in 3 KB: within 25 megapixels, but one row of them takes hundreds of MB to make. */
  wide: '/photos/wide.png',
  /** 1 × 25,000,000 pixels, taller than AVIF, WebP or JPEG can be. */
  tall: '/photos/tall.png',
  /** An 800 × 600 PNG whose header is whole but whose pixels cannot be read. */
  corrupt: '/photos/corrupt.png',
  /** A 1920 × 4000 PNG: at full width too large to encode as AVIF within the memory allowed, not as WebP. */
  long: '/photos/long.png',
  /** A 5000 × 5000 PNG with transparency in 0.5 MB: within every limit, and 100 MB of pixels once decoded. */
  large: '/photos/large.png',
  /** A 4000 × 3500 AVIF: 14 megapixels, which libheif would take about 270 MB to decode. */
  heavyAvif: '/photos/heavy.avif',
  /** Plain text under a picture's name. */
  text: '/photos/notes.jpg',
  /** A drawing that could carry script. */
  drawing: '/photos/drawing.svg',
  /** A redirect to the cloud metadata address. */
  toMetadata: '/photos/metadata.jpg',
  /** A redirect to the cover, on the same host. */
  moved: '/photos/moved.jpg',
  /** A redirect to the address in its `to` parameter. */
  redirect: '/photos/redirect.jpg',
  /** Never answers. */
  slow: '/photos/slow.jpg',
} as const

/** A photograph-like picture: noise over a gradient, so its size in bytes depends on its size in pixels. */
export async function photograph(width: number, height: number) {
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 120, sigma: 40 } },
  })
    .blur(1.5)
    .png()
    .toBuffer()
  return sharp(noise).jpeg({ quality: 85 }).toBuffer()
}

/** A number generator that gives the same numbers for the same seed, so the covers, and what they weigh, are the same on every run. */
function seededRandom(seed: number) {
  let state = (seed * 2654435761) >>> 0 || 1
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

/**
 * Pictures that weigh what photographs do at every width, as covers straight from a camera or a stock site
 * (3000 × 2000 by default, a JPEG of over 1 MB each): overlapping shapes with hard edges over a gradient, under
 * grain at several scales, one fine as a sensor's and others as coarse as texture. photograph()'s blurred noise
 * loses its detail when it is made smaller; these keep it, so a 1200 px AVIF of one weighs about 125 KB, as
 * the blog's photographs did (129 KB). The grain is shared, the shapes differ from cover to cover.
 */
export async function photographicCovers(count: number, { width = 3000, height = 2000 } = {}) {
  const random = seededRandom(count)
  const grain = new Int16Array(width * height)
  for (const [scale, sigma] of [
    [1, 20],
    [2, 28],
    [3, 28],
    [8, 26],
    [24, 24],
  ]) {
    const [w, h] = [Math.ceil(width / scale), Math.ceil(height / scale)]
    // About Gaussian: the sum of four uniform numbers has a standard deviation of 0.577 of one's range.
    const field = Buffer.alloc(w * h)
    for (let i = 0; i < field.length; i += 1)
      field[i] = 128 + ((random() + random() + random() + random() - 2) * sigma) / 0.577
    const layer = await sharp(field, { raw: { width: w, height: h, channels: 1 } })
      .resize(width, height, { kernel: scale === 1 ? 'nearest' : 'cubic' })
      .raw()
      .toBuffer()
    for (let i = 0; i < grain.length; i += 1) grain[i] += layer[i] - 128
  }
  const covers: Buffer[] = []
  for (let cover = 0; cover < count; cover += 1) {
    const colour = () => `rgb(${[0, 0, 0].map(() => Math.floor(random() * 256)).join(',')})`
    const shapes = Array.from({ length: 600 }, () => {
      const radius = (random() ** 3 * width) / 4 + 4
      return `<ellipse cx="${random() * width}" cy="${random() * height}" rx="${radius}" ry="${radius * (0.3 + random())}" fill="${colour()}" fill-opacity="${0.2 + random() * 0.6}"/>`
    })
    const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><linearGradient id="g" x2="1" y2="1"><stop stop-color="${colour()}"/><stop offset="1" stop-color="${colour()}"/></linearGradient><rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}</svg>`
    const pixels = await sharp(Buffer.from(drawing)).removeAlpha().raw().toBuffer()
    for (let i = 0; i < pixels.length; i += 1)
      pixels[i] = Math.max(0, Math.min(255, pixels[i] + grain[Math.floor(i / 3)]))
    covers.push(
      await sharp(pixels, { raw: { width, height, channels: 3 } })
        .jpeg({ quality: 85 })
        .toBuffer(),
    )
  }
  return covers
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer) {
  let c = 0xffffffff
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A valid one-bit grey PNG of the given size, all black: tiny on disk, enormous once decoded. */
export function blackPng(width: number, height: number) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 1 // bit depth
  header[9] = 0 // greyscale
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** A PNG with a valid header and signature whose image data is not deflated pixels. */
function corruptPng(width: number, height: number) {
  const whole = blackPng(width, height)
  const header = whole.subarray(0, 8 + 25)
  return Buffer.concat([header, pngChunk('IDAT', Buffer.alloc(64, 0xab)), pngChunk('IEND', Buffer.alloc(0))])
}

/** Random pixels stored without compression: a valid picture as large in bytes as in pixels. */
function noisePng(width: number, height: number) {
  return sharp(crypto.randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()
}

export async function startImageServer({
  hostname = 'images.example.test',
}: {
  hostname?: string
} = {}): Promise<ImageServer> {
  const pems = await generate([{ name: 'commonName', value: hostname }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate: new Date(Date.now() - 60 * 60_000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      // Every name under the stand-in's domain, so a test can point other names at it and see them refused
      // by the endpoint, not by TLS.
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: hostname },
          { type: 2, value: `*.${hostname.split('.').slice(1).join('.')}` },
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  })
  // Each file is made when it is first asked for, so a test pays only for the ones it uses.
  const makers = new Map<string, { type: string; make: () => Buffer | Promise<Buffer> }>([
    [picturePaths.cover, { type: 'image/jpeg', make: () => photograph(1600, 840) }],
    [picturePaths.inline, { type: 'image/jpeg', make: () => photograph(1000, 750) }],
    [
      picturePaths.transparent,
      {
        type: 'image/png',
        make: () =>
          sharp({ create: { width: 600, height: 600, channels: 4, background: { r: 240, g: 80, b: 40, alpha: 0.5 } } })
            .png()
            .toBuffer(),
      },
    ],
    [picturePaths.huge, { type: 'image/png', make: () => noisePng(1_900, 1_840) }],
    [picturePaths.bomb, { type: 'image/png', make: () => blackPng(20_000, 20_000) }],
    [picturePaths.smallerBomb, { type: 'image/png', make: () => blackPng(10_000, 10_000) }],
    [picturePaths.wide, { type: 'image/png', make: () => blackPng(25_000_000, 1) }],
    [picturePaths.tall, { type: 'image/png', make: () => blackPng(1, 25_000_000) }],
    [picturePaths.corrupt, { type: 'image/png', make: () => corruptPng(800, 600) }],
    [picturePaths.long, { type: 'image/png', make: () => blackPng(1920, 4000) }],
    [
      picturePaths.large,
      {
        type: 'image/png',
        make: () =>
          sharp({
            create: { width: 5000, height: 5000, channels: 4, background: { r: 200, g: 10, b: 10, alpha: 0.5 } },
          })
            .png()
            .toBuffer(),
      },
    ],
    [
      picturePaths.heavyAvif,
      {
        type: 'image/avif',
        make: () =>
          sharp({ create: { width: 4000, height: 3500, channels: 3, background: '#808080' } })
            .avif({ effort: 0 })
            .toBuffer(),
      },
    ],
    [picturePaths.text, { type: 'image/jpeg', make: () => Buffer.from('These are notes, not a picture.\n') }],
    [
      picturePaths.drawing,
      {
        type: 'image/svg+xml',
        make: () =>
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      },
    ],
  ])
  const made = new Map<string, Promise<Buffer>>()
  function file(path: string) {
    const maker = makers.get(path)
    if (!maker) return null
    if (!made.has(path)) made.set(path, Promise.resolve(maker.make()))
    return { type: maker.type, body: made.get(path) as Promise<Buffer> }
  }
  const requests: string[] = []
  const server = https.createServer({ key: pems.private, cert: pems.cert }, async (req, res) => {
    const asked = new URL(req.url ?? '/', 'https://stand-in').pathname
    requests.push(asked)
    // As a Ghost origin serves its uploads, under /content/images/, for a test that makes this host the CMS.
    const path = asked.startsWith(ghostUploads) ? asked.slice(ghostUploads.length - 1) : asked
    if (path === picturePaths.slow) return
    if (path === picturePaths.toMetadata) {
      res.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data/iam/security-credentials/' })
      return res.end()
    }
    if (path === picturePaths.hugeStreamed) {
      const huge = (await file(picturePaths.huge)?.body) ?? Buffer.alloc(0)
      res.writeHead(200, { 'Content-Type': 'image/jpeg' })
      for (let start = 0; start < huge.length; start += 256 * 1024) res.write(huge.subarray(start, start + 256 * 1024))
      return res.end()
    }
    if (path === picturePaths.redirect) {
      res.writeHead(302, { Location: new URL(req.url ?? '/', 'https://stand-in').searchParams.get('to') ?? '/' })
      return res.end()
    }
    if (path === picturePaths.moved) {
      res.writeHead(301, { Location: picturePaths.cover })
      return res.end()
    }
    const found = file(path)
    if (!found) {
      res.writeHead(404, { 'Content-Type': 'text/plain' })
      return res.end('not found')
    }
    const body = await found.body
    res.writeHead(200, { 'Content-Type': found.type, 'Content-Length': body.length })
    res.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `https://${hostname}:${port}`
  return {
    origin,
    port,
    certificate: pems.cert,
    requests,
    url: (path) => `${origin}${path}`,
    prepare: async (paths) => {
      await Promise.all(paths.map((path) => file(path)?.body))
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
