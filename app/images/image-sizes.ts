// How wide each kind of picture is laid out, for `sizes`: the browser then fetches the smallest width that
// fills it. Pages lay out in a container of at most 72rem with 1.25rem of padding on phones and 2rem from
// 640 px. The server writes these into the pages (with the picture's addresses), so they must follow the
// layouts they describe.

import type { Widest } from './image-urls'

/** A card in the post grid: one column on phones, two from 640 px, three from 1024 px. */
export const postCardImageSizes =
  '(min-width: 1024px) 22rem, (min-width: 640px) calc(50vw - 2.75rem), calc(100vw - 2.5rem)'

/**
 * A card's cover is sent at most 640 px wide: 1.6 to 2 pixels of picture per pixel of the card on phones held
 * upright, 1.8 on desktops, 1.4 to 2.3 on tablets. A 412 px phone at 2.625x would otherwise fetch 1200 px covers,
 * three times the bytes for a sharpness nobody sees at a card's size (docs/decisions/0117). A post's own cover
 * is not capped.
 */
export const postCardWidest = { widest: 640 } satisfies Widest

/** The column of a post (48rem at most): its cover and every picture in its body. */
export const postColumnImageSizes = '(min-width: 48rem) 44rem, calc(100vw - 2.5rem)'

/** The author's round portrait beside a post. */
export const authorImageSizes = '3.5rem'

/** A press card: one column on phones, three from 768 px. */
export const pressCardImageSizes =
  '(min-width: 1152px) 22rem, (min-width: 768px) calc(33vw - 2.5rem), calc(100vw - 2.5rem)'

/** A reel's poster in the Discover gallery: one column of at most 24rem on phones, three from 768 px. */
export const reelPosterSizes =
  '(min-width: 1152px) 22rem, (min-width: 768px) calc(33vw - 2.5rem), min(24rem, calc(100vw - 2.5rem))'
