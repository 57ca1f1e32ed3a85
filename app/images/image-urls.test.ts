import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { testPictures } from '../../tests/support/pictures'
import { defaultShareImage } from '../pages/seo'
import { postCardImageSizes, postCardWidest } from './image-sizes'
import {
  type Picture,
  fallbackImageUrl,
  imageSource,
  imageSrcSet,
  imageUrl,
  scaledSize,
  shareImage,
} from './image-urls'

const cover: Picture = {
  src: '/blog/covers/wedding-reels.webp',
  width: 1200,
  height: 630,
  version: 'abc123',
  drawing: false,
}
const remote: Picture = {
  src: 'https://images.unsplash.com/photo-1?w=2000&q=80',
  width: 2000,
  height: 1333,
  version: null,
  drawing: false,
}

describe('picture addresses', () => {
  it('names our own files by their path and version, and another host by its whole encoded address', () => {
    expect(imageUrl(cover, 640)).toBe('/img/640/blog/covers/wedding-reels.webp?v=abc123')
    expect(imageUrl(remote, 320)).toBe('/img/320/https%3A%2F%2Fimages.unsplash.com%2Fphoto-1%3Fw%3D2000%26q%3D80')
    expect(imageUrl(cover, 1200, { format: 'jpeg' })).toBe(
      '/img/1200/blog/covers/wedding-reels.webp?v=abc123&format=jpeg',
    )
  })

  it('offers every width below the picture, then the picture at its own width, never wider', () => {
    expect(imageSrcSet({ ...cover, width: 700, height: 400 })).toBe(
      [
        '/img/160/blog/covers/wedding-reels.webp?v=abc123 160w',
        '/img/320/blog/covers/wedding-reels.webp?v=abc123 320w',
        '/img/480/blog/covers/wedding-reels.webp?v=abc123 480w',
        '/img/640/blog/covers/wedding-reels.webp?v=abc123 640w',
        '/img/960/blog/covers/wedding-reels.webp?v=abc123 700w',
      ].join(', '),
    )
    expect(imageSrcSet(remote).split(', ').at(-1)).toMatch(/^\/img\/1920\/\S+ 1920w$/)
  })

  it("offers a post card's cover at 640 px at most, however wide the original, and a post's own cover in full", () => {
    const card = imageSource(remote, postCardImageSizes, postCardWidest)
    expect(card.srcSet?.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual([
      '160w',
      '320w',
      '480w',
      '640w',
    ])
    expect(card.src).toMatch(/^\/img\/640\//)
    expect(imageSource({ ...remote, width: 500, height: 333 }, postCardImageSizes, postCardWidest).srcSet).toMatch(
      /\/img\/640\/\S+ 500w$/,
    )
    expect(imageSource(remote, postCardImageSizes).srcSet).toMatch(/\/img\/1920\/\S+ 1920w$/)
  })

  it('sends a drawing as it is', () => {
    const drawing: Picture = { src: '/blog/authors/editorial.svg', width: 96, height: 96, version: null, drawing: true }
    expect(fallbackImageUrl(drawing)).toBe('/blog/authors/editorial.svg')
  })

  it('falls back to 640 px, or the whole picture when it is smaller', () => {
    expect(fallbackImageUrl(cover)).toBe('/img/640/blog/covers/wedding-reels.webp?v=abc123')
    expect(fallbackImageUrl({ ...cover, width: 360, height: 640 })).toBe(
      '/img/480/blog/covers/wedding-reels.webp?v=abc123',
    )
  })

  it('gives the size a picture is sent at', () => {
    expect(scaledSize(remote, 1200)).toEqual({ width: 1200, height: 800 })
    expect(scaledSize({ ...cover, width: 800, height: 420 }, 1200)).toEqual({ width: 800, height: 420 })
  })

  it('shares pictures at 1200 px as JPEG', () => {
    expect(shareImage(remote, 'A')).toEqual({
      url: `/img/1200/${encodeURIComponent(remote.src)}?format=jpeg`,
      width: 1200,
      height: 800,
      alt: 'A',
    })
  })
})

describe("the site's own share picture", () => {
  it('is addressed as the image endpoint addresses it, with the version of the bytes it has now', async () => {
    const pictures = testPictures()
    const described = await pictures.describe('/og/reelcraft.png')
    fs.rmSync(pictures.cacheDir, { recursive: true, force: true })
    expect(described).not.toBeNull()
    const image = defaultShareImage({ brand: 'ReelCraft', tagline: 'Reels' })
    expect(shareImage(described as Picture, image.alt)).toEqual(image)
  })
})
