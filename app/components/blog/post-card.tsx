import { Link } from 'react-router'
import type { ImageSource } from '~/images/image-urls'
import { readingTimeLabel } from './reading-time'

export type PostCardData = {
  slug: string
  title: string
  excerpt: string
  /** Null when the post has no picture or it cannot be had: the card then shows none. */
  featureImage: ImageSource | null
  featureImageAlt: string | null
  tag: string | null
  date: string
  publishedAt: string
  readingTime: number
}

type Props = { post: PostCardData; index: number; headingLevel?: 'h2' | 'h3'; priority?: boolean }

/** One post in a grid: the whole card links to the post; cards rise in 0.1 s apart. */
export function PostCard({ post, index, headingLevel: Heading = 'h3', priority = false }: Props) {
  return (
    <li className="post-card-rise" style={{ animationDelay: `${index * 0.1}s` }}>
      <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-ink-line bg-ink-raised transition hover:border-muted">
        {post.featureImage ? (
          <img
            {...post.featureImage}
            alt={post.featureImageAlt ?? ''}
            {...(priority ? { fetchPriority: 'high' } : { loading: 'lazy' })}
            decoding="async"
            className="aspect-[40/21] w-full object-cover"
          />
        ) : null}
        <div className="flex flex-1 flex-col gap-3 p-6">
          {post.tag ? <p className="text-sm font-semibold text-accent">{post.tag}</p> : null}
          <Heading className="text-xl font-semibold">
            <Link to={`/blog/${post.slug}`} className="after:absolute after:inset-0">
              {post.title}
            </Link>
          </Heading>
          <p className="line-clamp-3 text-muted">{post.excerpt}</p>
          <p className="mt-auto flex flex-wrap gap-x-3 pt-2 text-sm text-muted">
            <time dateTime={post.publishedAt}>{post.date}</time>
            <span aria-hidden="true">·</span>
            <span>{readingTimeLabel(post.readingTime)}</span>
          </p>
        </div>
      </article>
    </li>
  )
}

type GridProps = { posts: PostCardData[]; headingLevel?: 'h2' | 'h3'; firstOnPage?: boolean }

/**
 * The posts as cards. When the grid starts on the first screen, the first picture in it is fetched first,
 * whichever card has it: the newest post may have no cover.
 */
export function PostGrid({ posts, headingLevel, firstOnPage = false }: GridProps) {
  const firstPicture = firstOnPage ? posts.findIndex((post) => post.featureImage) : -1
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, index) => (
        <PostCard
          key={post.slug}
          post={post}
          index={index}
          headingLevel={headingLevel}
          priority={index === firstPicture}
        />
      ))}
    </ul>
  )
}
