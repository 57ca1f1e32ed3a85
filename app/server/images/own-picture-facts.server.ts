import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import {
  type PictureLimits,
  PictureUnsuitable,
  libvips,
  measureRaster,
  pictureLimits,
  rasterFormat,
} from './picture-bytes.server'

// What is known of one of our own pictures (under public/) without holding its bytes. The build measures them
// all once (build/server/picture-facts.json), so that a page showing them (the blog, the press page) reads their
// sizes from there rather than loading libvips in every server that renders it; a file the build did not see
// (development, a picture changed since) is measured when it is first shown, as a remote one is.

export type Facts = {
  width: number
  height: number
  alpha: boolean
  /** The start of a raster original's content hash, for its address; null for a drawing, which is sent as a file. */
  version: string | null
  drawing: boolean
  /** The memory decoding it is estimated to take. */
  decodingBytes: number
}

/** The start of the hash of a file's content: a raster picture's version, and what its facts are found by. */
export function contentHash(bytes: Buffer) {
  return crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 12)
}

/** Our own file's facts, read by libvips; throws PictureUnsuitable for a file that is not one of our pictures. */
export async function measureOwn(bytes: Buffer, name: string, limits: PictureLimits): Promise<Facts> {
  if (name.endsWith('.svg') && !rasterFormat(bytes)) {
    // Our own drawing: sent as a file, never decoded for a visitor; its size comes from its own attributes.
    const { width, height } = await (await libvips())(bytes).metadata()
    return { width, height, alpha: true, version: null, drawing: true, decodingBytes: 0 }
  }
  const measured = await measureRaster(bytes, name, limits)
  return { ...measured, version: contentHash(bytes), drawing: false }
}

/** Every picture under `dir` that the site can show, measured with the endpoint's limits, by content hash. */
export async function measureOwnPictures(dir: string): Promise<Record<string, Facts>> {
  const measured: Record<string, Facts> = {}
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    const bytes = fs.readFileSync(file)
    try {
      measured[contentHash(bytes)] = await measureOwn(bytes, path.relative(dir, file), pictureLimits)
    } catch (error) {
      // Not a picture (a video), or one the server refuses, and says why, when a page asks for it.
      if (!(error instanceof PictureUnsuitable)) throw error
    }
  }
  return measured
}

/** The facts the build measured; none when there is no such file (development). */
export function readOwnPictureFacts(file: string | undefined): ReadonlyMap<string, Facts> {
  if (!file || !fs.existsSync(file)) return new Map()
  return new Map(Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Facts>))
}
