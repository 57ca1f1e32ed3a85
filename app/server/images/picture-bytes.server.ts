import type sharp from 'sharp'
import type { Metadata, Sharp } from 'sharp'
import type { ImageWidth } from '~/images/image-urls'

// What the endpoint does with an original's bytes: recognise a raster picture by its signature (never by its
// name), read its size from its header and refuse a size or shape that would cost too much to decode, and
// make one width of it in one format.

let loaded: Promise<typeof sharp> | undefined

/**
 * sharp, and with it libvips, loaded when the first picture is asked for: most starts of the server serve every
 * picture from the disk cache, or none at all.
 */
export function libvips() {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    // Each picture is made once and kept on disk, so libvips's cache of recent operations would only hold memory
    // (up to 50 MB and 20 originals by default) for work that is never asked again. One libvips thread per
    // picture, whatever the platform's default: the endpoint makes two at a time, one per core of a small machine.
    sharp.cache(false)
    sharp.concurrency(1)
    return sharp
  })
  return loaded
}

/** The original is there, but it is not a picture the endpoint makes pictures from: not a raster picture,
 * unreadable, or of a size or shape it refuses (HTTP 422). */
export class PictureUnsuitable extends Error {}

export type PictureLimits = {
  /** Pixels an original may have (a guard against decompression bombs). */
  maxPixels: number
  /** Neither side may be longer: libvips works a row at a time, and one very long row is itself a bomb. */
  maxSide: number
  /** How much longer one side may be than the other. */
  maxAspectRatio: number
  /** The memory making one picture may be estimated to take, and all the pictures being made at once. */
  memoryBytes: number
}

export const pictureLimits: PictureLimits = {
  maxPixels: 25_000_000,
  maxSide: 12_000,
  maxAspectRatio: 20,
  memoryBytes: 192 * 1024 * 1024,
}

export type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png'

type RasterFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif'

// What libvips takes in memory per pixel, measured with sharp 0.35 (libvips 8.18) on 25-megapixel pictures
// (docs/benchmarks.md) and rounded up: to decode an original with 8-bit samples (an interlaced PNG and
// 16-bit samples count twice; AVIF is decoded whole, by libheif and dav1d), and to encode the picture made.
const decodingBytesPerPixel: Record<RasterFormat, number> = { jpeg: 4, png: 4, webp: 4, gif: 8, avif: 20 }
const encodingBytesPerPixel: Record<OutputFormat, number> = { avif: 40, webp: 4, jpeg: 4, png: 2 }

/** The memory encoding a picture of this many pixels in this format is estimated to take. */
export function encodingBytes(format: OutputFormat, pixels: number) {
  return pixels * encodingBytesPerPixel[format]
}

function megabytes(bytes: number) {
  return `${Math.ceil(bytes / (1024 * 1024))} MB`
}

/** What making this picture is estimated to take, beyond the limit. */
export function tooCostly(from: string, bytes: number, limits: PictureLimits) {
  return new PictureUnsuitable(
    `${from} would take about ${megabytes(bytes)} to make, more than ${megabytes(limits.memoryBytes)}`,
  )
}

/** The raster format the bytes are, by their signature, whatever the file is called. */
export function rasterFormat(bytes: Buffer): RasterFormat | null {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1')
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png'
  if (/^GIF8[79]a$/.test(ascii(0, 6))) return 'gif'
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp'
  if (ascii(4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(8, 12))) return 'avif'
  return null
}

/** The size of a raster original, read from its header without decoding it; refuses what is not one, or
 * whose size or shape is beyond the limits. */
export async function measureRaster(bytes: Buffer, from: string, limits: PictureLimits) {
  const format = rasterFormat(bytes)
  if (!format) throw new PictureUnsuitable(`${from} is not a JPEG, PNG, GIF, WebP or AVIF picture`)
  let metadata: Metadata
  try {
    metadata = await (await libvips())(bytes).metadata()
  } catch (error) {
    throw new PictureUnsuitable(`${from} could not be read: ${(error as Error).message}`)
  }
  const { width, height } = metadata.autoOrient
  if (!width || !height) throw new PictureUnsuitable(`${from} has no size`)
  const size = `${width} × ${height} pixels`
  if (width * height > limits.maxPixels)
    throw new PictureUnsuitable(`${from} has ${size}, more than ${limits.maxPixels}`)
  if (Math.max(width, height) > limits.maxSide)
    throw new PictureUnsuitable(`${from} has ${size}, a side longer than ${limits.maxSide}`)
  if (Math.max(width, height) > limits.maxAspectRatio * Math.min(width, height)) {
    throw new PictureUnsuitable(`${from} has ${size}, narrower than 1:${limits.maxAspectRatio}`)
  }
  const interlaced = format === 'png' && metadata.isProgressive
  const wideSamples = metadata.depth !== 'uchar' && metadata.depth !== 'char'
  const decodingBytes = width * height * decodingBytesPerPixel[format] * (interlaced ? 2 : 1) * (wideSamples ? 2 : 1)
  if (decodingBytes > limits.memoryBytes) throw tooCostly(from, decodingBytes, limits)
  return { width, height, alpha: metadata.hasAlpha, decodingBytes }
}

/** The picture at one width (never wider than the original) in one format; whatever libvips refuses in the
 * original's bytes (a corrupt or truncated file) is PictureUnsuitable. */
export async function encodePicture(
  bytes: Buffer,
  { from, width, format, limits }: { from: string; width: ImageWidth; format: OutputFormat; limits: PictureLimits },
) {
  const sharp = await libvips()
  const image = sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: 'error' })
    .autoOrient()
    .resize({ width, withoutEnlargement: true })
  try {
    return await inFormat(image, format).toBuffer()
  } catch (error) {
    throw new PictureUnsuitable(`${from} could not be made: ${(error as Error).message}`)
  }
}

function inFormat(image: Sharp, format: OutputFormat) {
  if (format === 'avif') return image.avif({ quality: 50, effort: 2 })
  if (format === 'webp') return image.webp({ quality: 72 })
  if (format === 'png') return image.png({ compressionLevel: 9 })
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 75, mozjpeg: true })
}
