import { BlogErrorBoundary } from '~/components/blog/blog-unavailable'
import { PostGrid } from '~/components/blog/post-card'
import { useSite } from '~/components/layout/use-site'
import { PageHero } from '~/components/sections/page-hero'
import { blogWords } from '~/content/blog'
import { blog, orUnavailable, postCard } from '~/server/blog/blog.server'
import { pageMeta } from '~/pages/seo'
import type { Route } from './+types/blog'
import type { PageHandle } from '~/pages/page-handle'

const { lead } = blogWords

export const handle = {
  audience: 'public',
  scripts: false,
  cached: true,
  changesWith: 'blog',
  structuredData: { breadcrumb: { name: 'Blog' } },
} satisfies PageHandle

export { headers } from '~/components/blog/blog-unavailable'

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta({ title: 'Blog', description: lead }, matches)
}

export async function loader() {
  return { posts: (await orUnavailable(blog().posts())).map(postCard) }
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData
  return (
    <>
      <PageHero eyebrow={`${useSite().brand} Blog`} title="Blog" lead={lead} />
      <section aria-label="All posts" className="container-page pb-20">
        {posts.length > 0 ? (
          <PostGrid posts={posts} headingLevel="h2" firstOnPage />
        ) : (
          <p className="text-muted">{blogWords.empty}</p>
        )}
      </section>
    </>
  )
}

export const ErrorBoundary = BlogErrorBoundary
