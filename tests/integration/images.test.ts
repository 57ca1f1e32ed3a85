import dns from 'node:dns'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createBlog } from '~/server/blog/blog.server'
import { createGhostSource } from '~/server/blog/ghost.server'
import { imageEndpoint } from '~/server/images/image-endpoint.server'
import type { Pictures } from '~/server/images/pictures.server'
import type { ResolvedAddress } from '~/server/images/remote-pictures.server'
import { logger } from '~/server/logger.server'
import { type GhostStandIn, postLike, recordedKey, recordedPosts, startGhostStandIn } from '../support/ghost-stand-in'
import { type ImageServer, photograph, picturePaths, startImageServer } from '../support/image-server'
import { testPictures } from '../support/pictures'

// The image endpoint against a real HTTPS picture host standing in for one on the internet, and the Ghost
// stand-in serving posts whose pictures are on it. The test's DNS (`resolve`) names the addresses, and its
// network sends every connection to port 443 (https's default, the only port IMAGE_HOSTS are fetched on) to
// the picture host, whatever the address; other ports are this machine's own.

const imageHost = 'images.example.test'
// A public address, as a picture host on the internet has.
const publicAddress = '93.184.215.14'
// Names in IMAGE_HOSTS whose DNS points where it must not: the metadata address, a private network, this
// machine (where the picture host listens, so only the endpoint's check stands between them).
const metadataHost = 'metadata.example.test'
const privateHost = 'private.example.test'
const loopbackHost = 'loopback.example.test'
// Not in IMAGE_HOSTS, but pointing at the picture host all the same.
const elsewhereHost = 'elsewhere.example.test'
// A Ghost on the private network, for an endpoint where 127.0.0.1 is not the Ghost URL's address.
const privateGhost = 'http://ghost.example.test:2368'
// A picture uploaded to the Ghost stand-in, served from its own origin.
const upload = '/content/images/2026/11/upload.jpg'

const avifBrowser = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
const webpBrowser = 'image/webp,*/*'

let images: ImageServer
let ghost: GhostStandIn
let plain: { url: string; requests: string[]; close: () => void }
let pictures: Pictures & { cacheDir: string }
let endpoint: { url: string; close: () => void }
const lookedUp: string[] = []

async function resolve(hostname: string): Promise<ResolvedAddress[]> {
  lookedUp.push(hostname)
  if (hostname === imageHost) return [{ address: publicAddress, family: 4 }]
  if (hostname === metadataHost) return [{ address: '169.254.169.254', family: 4 }]
  if (hostname === privateHost) return [{ address: '10.20.30.40', family: 4 }]
  if (hostname === loopbackHost || hostname === elsewhereHost) return [{ address: '127.0.0.1', family: 4 }]
  if (hostname === 'ghost.example.test') return [{ address: '10.9.9.9', family: 4 }]
  return dns.promises.lookup(hostname, { all: true })
}

function picturesFor(ghostUrl: string) {
  return testPictures({
    hosts: [imageHost, metadataHost, privateHost, loopbackHost],
    ghostUrl,
    resolve,
    ca: images.certificate,
    connectTo: (target) => (target.port === 443 ? { address: '127.0.0.1', family: 4, port: images.port } : target),
    timeoutMs: 1_500,
  })
}

/** A picture's address on the picture host, on https's default port. */
function onHost(path: string, host = imageHost) {
  return `https://${host}${path}`
}

async function listen(app: express.Express) {
  const server = http.createServer(app)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() }
}

/** GET /img/<width>/<source> with the given Accept header. */
async function picture(width: number | string, source: string, accept = avifBrowser, query = '', at = endpoint.url) {
  const encoded = /^https?:/.test(source) ? encodeURIComponent(source) : source.replace(/^\//, '')
  const response = await fetch(`${at}/img/${width}/${encoded}${query}`, { headers: { accept } })
  return { response, body: Buffer.from(await response.arrayBuffer()) }
}

function asked(path: string) {
  return images.requests.filter((request) => request === path).length
}

beforeAll(async () => {
  images = await startImageServer({ hostname: imageHost })
  await images.prepare(Object.values(picturePaths))
  const jpeg = await photograph(400, 300)
  ghost = await startGhostStandIn({ uploads: { [upload]: { type: 'image/jpeg', body: jpeg } } })
  const requests: string[] = []
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '')
    res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(jpeg)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  plain = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, close: () => server.close() }
  pictures = picturesFor(ghost.url)
  const app = express()
  app.use(
    '/img',
    imageEndpoint(() => pictures),
  )
  endpoint = await listen(app)
})

beforeEach(() => {
  images.requests.length = 0
  plain.requests.length = 0
  ghost.requests.length = 0
  lookedUp.length = 0
})

afterAll(async () => {
  endpoint?.close()
  plain?.close()
  await images?.close()
  await ghost?.close()
  if (pictures) fs.rmSync(pictures.cacheDir, { recursive: true, force: true })
})

describe('pictures from an allowed host', () => {
  it('come back resized, as AVIF for a browser that takes it, kept for good by browsers and CDNs', async () => {
    const { response, body } = await picture(640, onHost(picturePaths.cover))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/avif')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('vary')).toBe('Accept')
    const made = await sharp(body).metadata()
    expect([made.format, made.compression, made.width, made.height]).toEqual(['heif', 'av1', 640, 336])
  })

  it('come as WebP to a browser that takes WebP but not AVIF, and as JPEG or PNG (keeping transparency) to others', async () => {
    const webp = await picture(480, onHost(picturePaths.cover), webpBrowser)
    expect(webp.response.headers.get('content-type')).toBe('image/webp')
    expect((await sharp(webp.body).metadata()).width).toBe(480)

    const jpeg = await picture(480, onHost(picturePaths.cover), '*/*')
    expect(jpeg.response.headers.get('content-type')).toBe('image/jpeg')
    expect((await sharp(jpeg.body).metadata()).format).toBe('jpeg')

    const png = await picture(320, onHost(picturePaths.transparent), 'image/png,image/*;q=0.8')
    expect(png.response.headers.get('content-type')).toBe('image/png')
    const metadata = await sharp(png.body).metadata()
    expect([metadata.format, metadata.hasAlpha, metadata.width]).toEqual(['png', true, 320])

    const refusedAvif = await picture(320, onHost(picturePaths.cover), 'image/avif;q=0,image/webp')
    expect(refusedAvif.response.headers.get('content-type')).toBe('image/webp')
  })

  it('come as JPEG whatever the browser takes when a link preview asks for it', async () => {
    const { response, body } = await picture(1200, onHost(picturePaths.cover), avifBrowser, '?format=jpeg')
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(response.headers.get('vary')).toBeNull()
    expect((await sharp(body).metadata()).width).toBe(1200)
  })

  it('come as WebP, not AVIF, when AVIF would take more memory to make than a picture may', async () => {
    const full = await picture(1920, onHost(picturePaths.long))
    expect(full.response.headers.get('content-type')).toBe('image/webp')
    expect((await sharp(full.body).metadata()).height).toBe(4000)
    const smaller = await picture(640, onHost(picturePaths.long))
    expect(smaller.response.headers.get('content-type')).toBe('image/avif')
  })

  it('are never enlarged', async () => {
    const { body } = await picture(1920, onHost(picturePaths.cover))
    expect((await sharp(body).metadata()).width).toBe(1600)
  })

  it('are fetched from their host once: a second request, and another width or format, come from the cache', async () => {
    const address = onHost(picturePaths.inline)
    expect((await picture(640, address)).response.status).toBe(200)
    expect(asked(picturePaths.inline)).toBe(1)
    expect((await picture(640, address)).response.status).toBe(200)
    expect((await picture(320, address, webpBrowser)).response.status).toBe(200)
    expect(asked(picturePaths.inline)).toBe(1)

    // A restarted server finds the same folder: still nothing asked of the host.
    const restarted = express()
    const again = picturesFor(ghost.url)
    fs.cpSync(pictures.cacheDir, again.cacheDir, { recursive: true })
    restarted.use(
      '/img',
      imageEndpoint(() => again),
    )
    const server = await listen(restarted)
    const response = await fetch(`${server.url}/img/960/${encodeURIComponent(address)}`, {
      headers: { accept: avifBrowser },
    })
    server.close()
    expect(response.status).toBe(200)
    expect(asked(picturePaths.inline)).toBe(1)
    fs.rmSync(again.cacheDir, { recursive: true, force: true })
  })

  it("come from the Ghost URL's own origin, though it is plain http on its own port on this machine", async () => {
    const { response, body } = await picture(320, `${ghost.url}${upload}`)
    expect(response.status).toBe(200)
    expect((await sharp(body).metadata()).width).toBe(320)
    expect(ghost.requests.map((request) => request.path)).toEqual([upload])
  })

  it('follow a redirect to the same allowed host', async () => {
    const { response } = await picture(320, onHost(picturePaths.moved))
    expect(response.status).toBe(200)
    expect(images.requests).toContain(picturePaths.moved)
  })
})

describe('refusals', () => {
  it('a host not on the list: 400, and nothing is fetched or even looked up', async () => {
    const { response } = await picture(640, onHost(picturePaths.cover, elsewhereHost))
    expect(response.status).toBe(400)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(lookedUp).toEqual([])
    expect(images.requests).toEqual([])
  })

  it('plain http to 127.0.0.1 when it is not the Ghost URL: 400, and nothing is fetched', async () => {
    const { response } = await picture(640, `${plain.url}/photo.jpg`)
    expect(response.status).toBe(400)
    expect(plain.requests).toEqual([])
  })

  it('https to an address rather than an allowed name: 400', async () => {
    expect((await picture(640, `https://169.254.169.254/latest/meta-data/`)).response.status).toBe(400)
    expect((await picture(640, `https://user:secret@${imageHost}${picturePaths.cover}`)).response.status).toBe(400)
  })

  it("an allowed host on any port but https's own, or over plain http: 400, and nothing is fetched or looked up", async () => {
    for (const address of [
      `https://${imageHost}:8443${picturePaths.cover}`,
      `http://${imageHost}${picturePaths.cover}`,
    ]) {
      expect((await picture(640, address)).response.status, address).toBe(400)
    }
    expect(lookedUp).toEqual([])
    expect(images.requests).toEqual([])
  })

  it('an allowed name that resolves to this machine, where the Ghost URL also points: 502 before any connection', async () => {
    const { response } = await picture(640, onHost(picturePaths.cover, loopbackHost))
    expect(response.status).toBe(502)
    expect(images.requests).toEqual([])
  })

  it('a redirect from an allowed host to an allowed name on this machine, where the Ghost URL also points: 502', async () => {
    const target = onHost(picturePaths.cover, loopbackHost)
    const { response } = await picture(640, `${onHost(picturePaths.redirect)}?to=${encodeURIComponent(target)}`)
    expect(response.status).toBe(502)
    expect(images.requests).toEqual([picturePaths.redirect])
  })

  it("another port on the Ghost URL's machine: 400, and nothing is fetched", async () => {
    const ghostPort = Number(new URL(ghost.url).port)
    const { response } = await picture(640, `http://127.0.0.1:${ghostPort + 1}${upload}`)
    expect(response.status).toBe(400)
    expect((await picture(640, `https://127.0.0.1:${ghostPort}${upload}`)).response.status).toBe(400)
    expect(ghost.requests).toEqual([])
  })

  it("anything on the Ghost URL's origin but its uploaded pictures (its Admin API): 400 as for any other host, and Ghost is not asked", async () => {
    const otherHost = await picture(480, onHost(picturePaths.cover, elsewhereHost))
    for (const path of [
      '/ghost/api/admin/site/',
      '/ghost/api/content/posts/',
      '/content/images/../../ghost/api/admin/site/',
      '/content/images/%2e%2e/%2E%2E/ghost/api/admin/site/',
      '/content/images/..%2f..%2fghost/api/admin/site/',
      '/content/media/2026/11/clip.mp4',
    ]) {
      const { response, body } = await picture(480, `${ghost.url}${path}`)
      expect(response.status, path).toBe(400)
      expect(body.toString(), path).toBe(otherHost.body.toString())
    }
    expect(ghost.requests).toEqual([])
  })

  it('a redirect to 169.254.169.254: 502, and the metadata address is never asked', async () => {
    const warnings = vi.spyOn(logger, 'warn')
    const { response, body } = await picture(640, onHost(picturePaths.toMetadata))
    expect(response.status).toBe(502)
    expect(body.toString()).toBe('The original picture could not be fetched.')
    expect(images.requests).toEqual([picturePaths.toMetadata])
    expect(lookedUp).toEqual([imageHost])
    expect(warnings).toHaveBeenCalledWith(
      expect.objectContaining({ reason: `${imageHost} redirected to a host that is not fetched` }),
      'picture unavailable',
    )
    warnings.mockRestore()
  })

  it('a redirect to a host not on the list: 502, though that host would have answered', async () => {
    const target = onHost(picturePaths.cover, elsewhereHost)
    const { response } = await picture(640, `${onHost(picturePaths.redirect)}?to=${encodeURIComponent(target)}`)
    expect(response.status).toBe(502)
    expect(images.requests).toEqual([picturePaths.redirect])
  })

  describe('where the Ghost URL points to another machine', () => {
    let strict: Pictures & { cacheDir: string }
    let strictEndpoint: { url: string; close: () => void }
    beforeAll(async () => {
      strict = picturesFor(privateGhost)
      const app = express()
      app.use(
        '/img',
        imageEndpoint(() => strict),
      )
      strictEndpoint = await listen(app)
    })
    afterAll(() => {
      strictEndpoint?.close()
      if (strict) fs.rmSync(strict.cacheDir, { recursive: true, force: true })
    })

    it("the Ghost URL's host name over https, off its pictures' path: 400, and nothing is looked up", async () => {
      const address = 'https://ghost.example.test/ghost/api/admin/site/'
      const { response } = await picture(480, address, avifBrowser, '', strictEndpoint.url)
      expect(response.status).toBe(400)
      expect(lookedUp).toEqual([])
    })

    it('an allowed name that resolves to this machine, the metadata address or a private network: 502 before any connection', async () => {
      for (const host of [loopbackHost, metadataHost, privateHost]) {
        const { response } = await picture(640, onHost(picturePaths.cover, host), avifBrowser, '', strictEndpoint.url)
        expect(response.status, host).toBe(502)
      }
      expect(images.requests).toEqual([])
    })
  })

  it('a 10 MB download: 502, whether the size is announced or not', async () => {
    expect((await picture(640, onHost(picturePaths.huge))).response.status).toBe(502)
    expect((await picture(640, onHost(picturePaths.hugeStreamed))).response.status).toBe(502)
  })

  it('a 20,000 × 20,000 PNG (a decompression bomb), or a 10,000 × 10,000 one: 422, and neither is decoded', async () => {
    for (const bomb of [picturePaths.bomb, picturePaths.smallerBomb]) {
      const started = Date.now()
      const { response } = await picture(640, onHost(bomb))
      expect(response.status, bomb).toBe(422)
      expect(Date.now() - started, bomb).toBeLessThan(1_000)
    }
  })

  it('25,000,000 × 1 or 1 × 25,000,000 pixels, within 25 megapixels: 422 from the header, and one warning each', async () => {
    const warnings = vi.spyOn(logger, 'warn')
    const wide = await picture(640, onHost(picturePaths.wide))
    const tall = await picture(640, onHost(picturePaths.tall))
    expect([wide.response.status, tall.response.status]).toEqual([422, 422])
    expect(wide.response.headers.get('cache-control')).toBe('no-store')
    expect(wide.body.toString()).toMatch(/^This picture cannot be made/)
    expect(warnings.mock.calls).toEqual([
      [
        {
          src: onHost(picturePaths.wide),
          reason: expect.stringContaining('has 25000000 × 1 pixels, a side longer than 12000'),
        },
        'picture refused',
      ],
      [
        {
          src: onHost(picturePaths.tall),
          reason: expect.stringContaining('has 1 × 25000000 pixels, a side longer than 12000'),
        },
        'picture refused',
      ],
    ])
    warnings.mockRestore()
  })

  it('a PNG whose pixels cannot be read (libvips refuses it while decoding): 422 and one warning, not a 500', async () => {
    const warnings = vi.spyOn(logger, 'warn')
    const { response } = await picture(640, onHost(picturePaths.corrupt))
    expect(response.status).toBe(422)
    expect(warnings).toHaveBeenCalledExactlyOnceWith(
      { src: onHost(picturePaths.corrupt), reason: expect.stringContaining('could not be made') },
      'picture refused',
    )
    warnings.mockRestore()
  })

  it('an AVIF that would take more memory to decode than a picture may (14 megapixels): 422 before decoding', async () => {
    const warnings = vi.spyOn(logger, 'warn')
    const { response } = await picture(640, onHost(picturePaths.heavyAvif))
    expect(response.status).toBe(422)
    expect(warnings).toHaveBeenCalledExactlyOnceWith(
      {
        src: onHost(picturePaths.heavyAvif),
        reason: expect.stringMatching(/would take about 268 MB to make, more than 192 MB$/),
      },
      'picture refused',
    )
    warnings.mockRestore()
  })

  it('a text file named .jpg, and a drawing that could carry script: 422', async () => {
    expect((await picture(640, onHost(picturePaths.text))).response.status).toBe(422)
    expect((await picture(640, onHost(picturePaths.drawing))).response.status).toBe(422)
  })

  it('a host that does not answer in time: 502', async () => {
    const started = Date.now()
    expect((await picture(640, onHost(picturePaths.slow))).response.status).toBe(502)
    expect(Date.now() - started).toBeLessThan(3_000)
  })

  it('a picture its host could not give is not asked for again at once, and not described as showable', async () => {
    const gone = onHost('/photos/gone.jpg')
    expect((await picture(640, gone)).response.status).toBe(502)
    expect((await picture(320, gone)).response.status).toBe(502)
    expect(await pictures.describe(gone)).toBeNull()
    expect(asked('/photos/gone.jpg')).toBe(1)
  })

  it('a width not in the set: 400, and nothing is fetched', async () => {
    for (const width of [500, 641, 4000, 0, 'abc', '640.5']) {
      expect((await picture(width, onHost(picturePaths.cover))).response.status, String(width)).toBe(400)
    }
    expect(images.requests).toEqual([])
  })

  it('a format other than JPEG asked by name: 400', async () => {
    expect((await picture(640, onHost(picturePaths.cover), avifBrowser, '?format=gif')).response.status).toBe(400)
  })
})

describe('our own pictures', () => {
  it('come resized, kept for good under their current version and an hour without it', async () => {
    const described = await pictures.describe('/blog/covers/wedding-reels.webp')
    expect(described).toMatchObject({
      width: 1200,
      height: 630,
      drawing: false,
      version: expect.stringMatching(/^[0-9a-f]{12}$/),
    })
    const current = await picture(480, '/blog/covers/wedding-reels.webp', avifBrowser, `?v=${described?.version}`)
    expect(current.response.status).toBe(200)
    expect(current.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await sharp(current.body).metadata()).width).toBe(480)
    const unversioned = await picture(480, '/blog/covers/wedding-reels.webp')
    expect(unversioned.response.headers.get('cache-control')).toBe('public, max-age=3600')
  })

  it('are not made from drawings, from files that are missing, or from outside public/', async () => {
    expect((await picture(320, '/blog/authors/editorial.svg')).response.status).toBe(404)
    expect((await picture(320, '/blog/covers/no-such-cover.webp')).response.status).toBe(404)
    const escape = await fetch(`${endpoint.url}/img/320/..%2F..%2Fpackage.json`, { headers: { accept: avifBrowser } })
    expect([400, 404]).toContain(escape.status)
  })
})

describe('posts from Ghost whose pictures are on the picture host', () => {
  it('carry their checked pictures; a picture that cannot be had is left out, not shown broken', async () => {
    const [template] = recordedPosts()
    ghost.setPosts([
      postLike(template, {
        slug: 'with-pictures',
        title: 'With pictures',
        feature_image: onHost(picturePaths.cover),
        html:
          `<p>Before.</p><figure class="kg-card kg-image-card"><img src="${onHost(picturePaths.inline)}" class="kg-image" alt="Inline" srcset="https://ghost.example/size/w600/x.jpg 600w" sizes="(min-width: 720px) 720px"><figcaption>A caption</figcaption></figure>` +
          `<img src="${onHost(picturePaths.bomb)}" alt="Bomb">` +
          `<img src="https://not-allowed.example.test/x.jpg" alt="Elsewhere">` +
          '<img src="data:image/png;base64,iVBORw0KGgo=" alt="Inline data"><p>After.</p>',
      }),
      postLike(template, { slug: 'host-down', title: 'Host down', feature_image: onHost('/photos/gone.jpg') }),
    ])
    const blog = createBlog(createGhostSource({ url: ghost.url, key: recordedKey }), { pictures })

    const posts = await blog.posts()
    const withPictures = posts.find((post) => post.slug === 'with-pictures')
    expect(withPictures?.featurePicture).toEqual({
      src: onHost(picturePaths.cover),
      width: 1600,
      height: 840,
      version: null,
      drawing: false,
    })
    expect(posts.find((post) => post.slug === 'host-down')?.featurePicture).toBeNull()

    const post = await blog.post('with-pictures')
    const html = post?.html ?? ''
    const inline = encodeURIComponent(onHost(picturePaths.inline))
    expect(html).toContain(`src="/img/640/${inline}"`)
    expect(html).toContain(`/img/960/${inline} 960w, /img/1200/${inline} 1000w"`)
    expect(html).toContain('sizes="(min-width: 48rem) 44rem, calc(100vw - 2.5rem)"')
    expect(html).toMatch(/width="1000" height="750" loading="lazy" decoding="async"/)
    expect(html).not.toContain('ghost.example')
    expect(html).not.toMatch(/Bomb|Elsewhere|Inline data|data:image/)
    expect(html).toContain('<figcaption>A caption</figcaption>')
    expect(html).toContain('<p>After.</p>')
  })
})
