import sharp, { type Metadata } from 'sharp'
import type { ImageWidth } from '~/image-urls'
import { PictureUnavailable } from './remote-pictures.server'

// What the endpoint does with an original's bytes: recognise a raster picture by its signature (never by its
// name), read its size from its header, and make one width of it in one format.

export type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png'

type RasterFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif'

/** The raster format the bytes are, by their signature, whatever the file is called. */
export function rasterFormat(bytes: Buffer): RasterFormat | null {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1')
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (/^GIF8[79]a$/.test(ascii(0, 6))) return 'gif'
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp'
  if (ascii(4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(8, 12))) return 'avif'
  return null
}

/** The size of a raster original, read from its header; refuses what is not one, or has too many pixels. */
export async function measureRaster(bytes: Buffer, from: string, maxPixels: number) {
  if (!rasterFormat(bytes)) throw new PictureUnavailable(`${from} is not a JPEG, PNG, GIF, WebP or AVIF picture`)
  let metadata: Metadata
  try {
    metadata = await sharp(bytes).metadata()
  } catch (error) {
    throw new PictureUnavailable(`${from} could not be read: ${(error as Error).message}`)
  }
  const { width, height } = metadata.autoOrient
  if (!width || !height) throw new PictureUnavailable(`${from} has no size`)
  if (width * height > maxPixels) throw new PictureUnavailable(`${from} has ${width} × ${height} pixels, more than allowed`)
  return { width, height, alpha: metadata.hasAlpha }
}

/** The picture at one width (never wider than the original) in one format. */
export function encodePicture(bytes: Buffer, { width, format, maxPixels }: { width: ImageWidth; format: OutputFormat; maxPixels: number }) {
  const image = sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
    .autoOrient()
    .resize({ width, withoutEnlargement: true })
  if (format === 'avif') return image.avif({ quality: 50, effort: 2 }).toBuffer()
  if (format === 'webp') return image.webp({ quality: 72 }).toBuffer()
  if (format === 'png') return image.png({ compressionLevel: 9 }).toBuffer()
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 75, mozjpeg: true }).toBuffer()
}
