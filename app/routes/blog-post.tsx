import { ArrowLeft } from '~/components/icons/arrow-left'
import { BlogErrorBoundary } from '~/components/blog/blog-unavailable'
import { Link, data } from 'react-router'
import { readingTimeLabel } from '~/components/blog/reading-time'
import { JsonLd } from '~/components/seo/json-ld'
import { blogPostingJsonLd, breadcrumbJsonLd } from '~/components/seo/structured-data'
import { PageHero } from '~/components/sections/page-hero'
import { authorImageSizes, postColumnImageSizes } from '~/images/image-sizes'
import { imageSource, shareImage } from '~/images/image-urls'
import { indianDateLabel } from '~/india/india-time'
import { blog, orUnavailable } from '~/server/blog/blog.server'
import { config } from '~/server/config.server'
import { type ShareImage, pageMeta, siteIn } from '~/pages/seo'
import type { Route } from './+types/blog-post'
import type { PageHandle } from '~/pages/page-handle'

export async function loader({ params }: Route.LoaderArgs) {
  const post = await orUnavailable(blog().post(params.slug))
  if (!post) return data({ post: null, jsonLd: [] }, { status: 404 })
  const siteUrl = config().SITE_URL
  const { featurePicture, authorPicture, ...rest } = post
  return data({
    post: {
      ...rest,
      date: indianDateLabel(post.publishedAt),
      featureImage: featurePicture && imageSource(featurePicture, postColumnImageSizes),
      authorImage: authorPicture && imageSource(authorPicture, authorImageSizes),
      shareImage: featurePicture && shareImage(featurePicture, post.featureImageAlt ?? post.title),
    },
    jsonLd: [
      blogPostingJsonLd(siteUrl, post),
      breadcrumbJsonLd(siteUrl, [
        { name: 'Blog', path: '/blog' },
        { name: post.title, path: `/blog/${post.slug}` },
      ]),
    ],
  })
}

export { headers } from '~/components/blog/blog-unavailable'

export const handle = {
  audience: 'public',
  scripts: false,
  cached: true,
  changesWith: 'blog',
  source: 'blog',
  seo: (loaderData) => {
    const post = (loaderData as { post: { shareImage: ShareImage | null } | null } | undefined)?.post
    if (!post) return { noindex: true }
    return post.shareImage ? { image: post.shareImage } : {}
  },
} satisfies PageHandle

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const post = loaderData?.post
  if (!post)
    return pageMeta(
      {
        title: 'Post not found',
        description: `This blog post could not be found. Browse every post on the ${siteIn(matches)?.brand ?? 'our'} blog.`,
      },
      matches,
    )
  return pageMeta({ title: post.title, description: post.excerpt, type: 'article' }, matches)
}

function NotFound() {
  return (
    <PageHero
      title="Post not found"
      lead="This post may have moved, or the link may be mistyped. Every post we have published is on the blog."
    >
      <Link to="/blog" className="button-primary">
        Return to Blog
      </Link>
    </PageHero>
  )
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, jsonLd } = loaderData
  if (!post) return <NotFound />
  const author = post.primaryAuthor
  return (
    <article className="container-page max-w-3xl pt-10 pb-20 sm:pt-16">
      <JsonLd data={jsonLd} />
      <Link
        to="/blog"
        className="inline-flex items-center gap-2 text-muted underline-offset-2 hover:text-paper hover:underline"
      >
        <ArrowLeft className="size-4" />
        Back to Blog
      </Link>
      {post.featureImage ? (
        <img
          {...post.featureImage}
          alt={post.featureImageAlt ?? ''}
          fetchPriority="high"
          decoding="async"
          className="mt-8 aspect-[40/21] w-full rounded-2xl object-cover"
        />
      ) : null}
      <p className="mt-8 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
        {post.primaryTag ? <span className="font-semibold text-accent">{post.primaryTag.name}</span> : null}
        <time dateTime={post.publishedAt}>{post.date}</time>
        <span aria-hidden="true">·</span>
        <span>{readingTimeLabel(post.readingTime)}</span>
      </p>
      <h1 className="mt-4 text-4xl font-bold sm:text-5xl">{post.title}</h1>
      {author ? (
        <div className="mt-8 flex items-center gap-4 border-y border-ink-line py-5">
          {post.authorImage ? (
            <img
              {...post.authorImage}
              alt=""
              loading="lazy"
              decoding="async"
              className="size-14 shrink-0 rounded-full object-cover"
            />
          ) : null}
          <div>
            <p className="font-semibold">{author.name}</p>
            {author.bio ? <p className="text-sm text-muted">{author.bio}</p> : null}
          </div>
        </div>
      ) : null}
      {/* Sanitised on the server (app/server/blog/sanitize.server.ts) before it gets here. */}
      <div className="post-body mt-10" dangerouslySetInnerHTML={{ __html: post.html }} />
    </article>
  )
}

export const ErrorBoundary = BlogErrorBoundary
