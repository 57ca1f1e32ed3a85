import fs from 'node:fs/promises'
import path from 'node:path'
import { LRUCache } from 'lru-cache'
import pLimit from 'p-limit'
import { type Picture, isWidth } from '~/images/image-urls'
import { logger } from '../logger.server'
import { type ImageCache, cacheKey } from './image-cache.server'
import {
  type OutputFormat,
  type PictureLimits,
  PictureUnsuitable,
  encodePicture,
  encodingBytes,
  measureRaster,
  pictureLimits,
  tooCostly,
} from './picture-bytes.server'
import { type Facts, contentHash, measureOwn } from './own-picture-facts.server'
import { QueueFull, createPictureQueue } from './picture-queue.server'
import { PictureRefused, PictureUnavailable, type RemotePictures } from './remote-pictures.server'

export { PictureRefused, PictureUnavailable } from './remote-pictures.server'
export { PictureUnsuitable } from './picture-bytes.server'

// Every picture the site shows, ours (under public/) and the CMS's (on allowed hosts): what it is (described
// for the pages, which leave out a picture that cannot be had) and how it looks at one of the fixed widths in
// a format the browser reads. Only real raster pictures are decoded, recognised by their bytes; a drawing of
// our own (SVG) is described but never decoded for a visitor, and nothing from another host that is not a
// raster picture is ever sent on.

/** Our own file does not exist, or is not a picture the endpoint resizes (HTTP 404). */
export class PictureMissing extends Error {}

/** Too many pictures are being made at once (HTTP 503). */
export class PicturesBusy extends Error {}

export type { OutputFormat } from './picture-bytes.server'

/** What the browser accepts: the modern formats, or what every browser reads (JPEG, or PNG to keep transparency). */
export type FormatChoice = 'avif' | 'webp' | 'classic' | 'jpeg'

export type MadePicture = { body: Buffer; format: OutputFormat; versioned: boolean }

export type Pictures = {
  /** The picture, checked and measured, or null when it cannot be shown (missing, refused or unreachable). */
  describe(src: string): Promise<Picture | null>
  /** The picture at this width in this format; throws PictureRefused, PictureMissing, PictureUnavailable, PictureUnsuitable or PicturesBusy. */
  make(request: { src: string; width: number; choice: FormatChoice; version: string | null }): Promise<MadePicture>
}

export type PictureOptions = {
  publicDir: string
  cache: ImageCache
  remote: RemotePictures
  /** The size and shape of the originals decoded, and the memory making them may take. */
  limits?: PictureLimits
  /** Our own pictures' facts as the build measured them, with the same limits, by content hash. */
  measuredAtBuild?: ReadonlyMap<string, Facts>
}

// Changing how pictures are made (quality, effort) changes this, so cached results are made again.
const recipe = 'r1'
// A picture that could not be had is tried again after this long.
const unavailableForMs = 60_000

type Source = { own: string } | { remote: string }

export function createPictures({
  publicDir,
  cache,
  remote,
  limits = pictureLimits,
  measuredAtBuild = new Map(),
}: PictureOptions): Pictures {
  const root = path.resolve(publicDir)
  // Own files by path and modification, remote originals by address.
  const known = new LRUCache<string, Facts>({ max: 5_000 })
  // Originals that could not be had or were refused, so that asking again and again does not ask their host
  // again and again.
  const unavailable = new LRUCache<string, PictureUnavailable | PictureUnsuitable>({
    max: 2_000,
    ttl: unavailableForMs,
  })
  const downloads = pLimit(4)
  const maxWaiting = 16
  // Two pictures at a time, one per core of a small machine, within the memory the limits allow. Each waiting
  // picture holds its original (up to 8 MiB): eight waiting is a few seconds of work, and beyond that a
  // visitor is better served by "try again" at once than by an answer that comes too late for the page.
  const making = createPictureQueue({ slots: 2, bytes: limits.memoryBytes, maxWaiting: 8 })
  const inFlight = new Map<string, Promise<unknown>>()

  function once<T>(key: string, work: () => Promise<T>): Promise<T> {
    const running = inFlight.get(key)
    if (running) return running as Promise<T>
    const started = work().finally(() => inFlight.delete(key))
    inFlight.set(key, started)
    return started
  }

  function sourceOf(src: string): Source {
    if (/^https?:\/\//i.test(src)) {
      if (!remote.allows(src)) throw new PictureRefused('not an address the image endpoint fetches from')
      return { remote: new URL(src).href }
    }
    if (!src.startsWith('/') || src.startsWith('//') || src.includes('\0'))
      throw new PictureRefused('not a picture address')
    const file = path.resolve(root, `.${src}`)
    if (!file.startsWith(`${root}${path.sep}`)) throw new PictureRefused('not a picture address')
    return { own: file }
  }

  const measure = (bytes: Buffer, from: string) => measureRaster(bytes, from, limits)

  async function readOwn(file: string) {
    return fs.readFile(file).catch(() => {
      throw new PictureMissing('no such picture')
    })
  }

  async function ownFacts(file: string): Promise<Facts> {
    const stat = await fs.stat(file).catch(() => {
      throw new PictureMissing('no such picture')
    })
    const key = `${file}\0${stat.size}\0${stat.mtimeMs}`
    const remembered = known.get(key)
    if (remembered) return remembered
    const bytes = await readOwn(file)
    const facts =
      measuredAtBuild.get(contentHash(bytes)) ??
      (await measureOwn(bytes, path.relative(root, file), limits).catch((error: unknown) => {
        throw error instanceof PictureUnsuitable ? new PictureMissing(error.message) : error
      }))
    known.set(key, facts)
    return facts
  }

  /** A remote original's bytes: from the cache, or downloaded once, checked and kept. */
  function remoteBytes(url: string): Promise<Buffer> {
    const key = cacheKey('original', url)
    return once(key, async () => {
      const kept = await cache.read(key)
      if (kept) return kept
      const refused = unavailable.get(url)
      if (refused) throw refused
      if (downloads.pendingCount >= maxWaiting) throw new PicturesBusy('too many pictures are being fetched')
      try {
        const bytes = await downloads(() => remote.download(url))
        known.set(url, { ...(await measure(bytes, url)), version: null, drawing: false })
        await cache.write(key, bytes)
        return bytes
      } catch (error) {
        if (error instanceof PictureUnavailable || error instanceof PictureUnsuitable) unavailable.set(url, error)
        throw error
      }
    })
  }

  async function remoteFacts(url: string): Promise<Facts> {
    const remembered = known.get(url)
    if (remembered) return remembered
    const bytes = await remoteBytes(url)
    const facts = known.get(url) ?? { ...(await measure(bytes, url)), version: null, drawing: false }
    known.set(url, facts)
    return facts
  }

  /** The format a picture is made in at this width, and the memory making it is estimated to take. */
  function plan(choice: FormatChoice, facts: Facts, width: number, name: string) {
    const madeWidth = Math.min(width, facts.width)
    const pixels = madeWidth * Math.max(1, Math.round((facts.height * madeWidth) / facts.width))
    const memory = (format: OutputFormat) => facts.decodingBytes + encodingBytes(format, pixels)
    let format: OutputFormat = choice === 'classic' ? (facts.alpha ? 'png' : 'jpeg') : choice
    // AVIF's encoder takes ten times WebP's memory: a picture too large to make in AVIF comes in WebP.
    if (format === 'avif' && memory('avif') > limits.memoryBytes) format = 'webp'
    if (memory(format) > limits.memoryBytes) throw tooCostly(name, memory(format), limits)
    return { format, memoryBytes: memory(format) }
  }

  return {
    async describe(src) {
      try {
        const source = sourceOf(src)
        if ('own' in source) {
          const { width, height, version, drawing } = await ownFacts(source.own)
          return {
            src: `/${path.relative(root, source.own).split(path.sep).join('/')}`,
            width,
            height,
            version,
            drawing,
          }
        }
        const { width, height } = await remoteFacts(source.remote)
        return { src: source.remote, width, height, version: null, drawing: false }
      } catch (error) {
        logger.warn({ src, reason: (error as Error).message }, 'picture left out')
        return null
      }
    },

    async make({ src, width, choice, version }) {
      if (!isWidth(width)) throw new PictureRefused('not one of the widths the endpoint makes')
      const source = sourceOf(src)
      const name = 'own' in source ? source.own : source.remote
      const facts = 'own' in source ? await ownFacts(source.own) : await remoteFacts(source.remote)
      if (facts.drawing) throw new PictureMissing('drawings are sent as files, not resized')
      const { format, memoryBytes } = plan(choice, facts, width, src)
      const key = cacheKey('picture', recipe, name, facts.version, width, format)
      const body =
        (await cache.read(key)) ??
        (await once(key, async () => {
          const original = 'own' in source ? await readOwn(source.own) : await remoteBytes(source.remote)
          const made = await making
            .run(memoryBytes, () => encodePicture(original, { from: src, width, format, limits }))
            .catch((error: unknown) => {
              throw error instanceof QueueFull ? new PicturesBusy(error.message) : error
            })
          await cache.write(key, made)
          return made
        }))
      return { body, format, versioned: facts.version === null || facts.version === version }
    },
  }
}
