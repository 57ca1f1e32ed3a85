import { type Picture, fallbackImageUrl, imageSrcSet } from '~/image-urls'

type Props = {
  picture: Picture
  alt: string
  /** How wide the picture is laid out (`sizes`), so the browser fetches no more pixels than it shows. */
  sizes: string
  /** The largest picture on the first screen: fetched first. Every other picture waits until it is near. */
  priority?: boolean
  className?: string
}

/**
 * A picture through the image endpoint: every width it comes in, with its own size so nothing moves when it
 * arrives. A drawing of our own is sent as it is.
 */
export function ResponsiveImage({ picture, alt, sizes, priority = false, className }: Props) {
  const loading = priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const }
  if (picture.drawing) {
    return <img src={picture.src} alt={alt} width={picture.width} height={picture.height} decoding="async" className={className} {...loading} />
  }
  return (
    <img
      srcSet={imageSrcSet(picture)}
      sizes={sizes}
      src={fallbackImageUrl(picture)}
      alt={alt}
      width={picture.width}
      height={picture.height}
      decoding="async"
      className={className}
      {...loading}
    />
  )
}
