// How wide the blog's pictures are laid out, for `sizes`: the browser picks the smallest width that fills them.

/** A card in the post grid: one column on phones, two from 640 px, three from 1024 px (container 72rem). */
export const postCardImageSizes = '(min-width: 1024px) 22rem, (min-width: 640px) calc(50vw - 2.75rem), calc(100vw - 2.5rem)'

/** The column of a post (48rem at most) and every picture in its body. */
export const postColumnImageSizes = '(min-width: 48rem) 44rem, calc(100vw - 2.5rem)'

/** The author's round portrait beside a post. */
export const authorImageSizes = '3.5rem'
