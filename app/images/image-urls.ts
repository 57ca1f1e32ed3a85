// Addresses of pictures on the image endpoint (`/img/<width>/<source>`), shared by the server and the browser.
// The endpoint answers only these widths, so nobody can fill its cache with sizes of their own choosing.

export const imageWidths = [160, 320, 480, 640, 960, 1200, 1920] as const

export type ImageWidth = (typeof imageWidths)[number]

/** The width of the pictures link previews show (Open Graph, Twitter), sent as JPEG, which every crawler reads. */
export const shareImageWidth = 1200

/**
 * A picture the server has checked: its source (a path of our own under public/, or an address on an allowed
 * host), its size in pixels, and for our own files a version taken from their bytes, so their addresses can be
 * cached for good. A drawing (SVG of our own) is sent as it is, since it is sharp at any size.
 */
export type Picture = {
  src: string
  width: number
  height: number
  version: string | null
  drawing: boolean
}

export function isWidth(value: number): value is ImageWidth {
  return (imageWidths as readonly number[]).includes(value)
}

/** The address of a picture at one of the endpoint's widths (never wider than the picture itself). */
export function imageUrl(picture: Picture, width: ImageWidth, { format }: { format?: 'jpeg' } = {}) {
  if (picture.drawing) return picture.src
  const source = /^https?:\/\//.test(picture.src)
    ? encodeURIComponent(picture.src)
    : picture.src.replace(/^\//, '').split('/').map(encodeURIComponent).join('/')
  const query = new URLSearchParams()
  if (picture.version) query.set('v', picture.version)
  if (format) query.set('format', format)
  const search = query.size > 0 ? `?${query}` : ''
  return `/img/${width}/${source}${search}`
}

/** How wide a picture may be sent in a layout: the widest candidate its `srcset` offers. */
export type Widest = { widest?: ImageWidth }

/**
 * The candidates for `srcset`: every width narrower than the picture, and the first one that is not, which
 * the endpoint answers at the picture's own width; none wider than `widest`.
 */
export function imageCandidates(picture: Picture, { widest }: Widest = {}): { url: string; width: number }[] {
  const candidates: { url: string; width: number }[] = []
  for (const width of imageWidths) {
    candidates.push({ url: imageUrl(picture, width), width: Math.min(width, picture.width) })
    if (width >= picture.width || width === widest) break
  }
  return candidates
}

export function imageSrcSet(picture: Picture, limit: Widest = {}) {
  return imageCandidates(picture, limit)
    .map((candidate) => `${candidate.url} ${candidate.width}w`)
    .join(', ')
}

/** A single address for browsers that ignore `srcset`: a width that looks right on most screens. */
export function fallbackImageUrl(picture: Picture, limit: Widest = {}) {
  const candidates = imageCandidates(picture, limit)
  return (candidates.find((candidate) => candidate.width >= 640) ?? candidates[candidates.length - 1]).url
}

/**
 * The attributes of an `<img>` for a picture laid out `sizes` wide: its widths, and its own size so nothing
 * moves when it arrives. The server works them out and pages spread them on the element, so the code pages run
 * in the browser carries nothing of the endpoint's addresses. A drawing is sent as it is, in one size.
 */
export type ImageSource = { src: string; srcSet?: string; sizes?: string; width: number; height: number }

export function imageSource(picture: Picture, sizes: string, limit: Widest = {}): ImageSource {
  const size = { width: picture.width, height: picture.height }
  if (picture.drawing) return { src: picture.src, ...size }
  return { src: fallbackImageUrl(picture, limit), srcSet: imageSrcSet(picture, limit), sizes, ...size }
}

/** A picture as link previews take it: through the image endpoint, 1200 px wide (or less, never enlarged), JPEG. */
export function shareImage(picture: Picture, alt: string) {
  return { url: imageUrl(picture, shareImageWidth, { format: 'jpeg' }), ...scaledSize(picture, shareImageWidth), alt }
}

/** The size a picture has when it is sent at this width (never enlarged). */
export function scaledSize(picture: Picture, width: number) {
  const scaled = Math.min(width, picture.width)
  return { width: scaled, height: Math.round((picture.height * scaled) / picture.width) }
}
