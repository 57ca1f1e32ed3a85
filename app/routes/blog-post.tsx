import { Link, data } from 'react-router'
import { PageHero } from '~/components/sections/page-hero'
import { pageMeta } from '~/seo'
import type { Route } from './+types/blog-post'

export function loader({ params }: Route.LoaderArgs) {
  // The blog source arrives with the blog issue; until then every slug is unknown.
  return data({ slug: params.slug, post: null }, { status: 404 })
}

export const meta = () => pageMeta({ title: 'Post not found', description: 'This blog post could not be found.' })

export default function BlogPost() {
  return (
    <PageHero title="Post not found">
      <Link to="/blog" className="button-primary">
        Return to Blog
      </Link>
    </PageHero>
  )
}
