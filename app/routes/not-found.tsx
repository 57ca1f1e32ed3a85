import { Link, data } from 'react-router'
import { PageHero } from '~/components/sections/page-hero'
import { pageMeta } from '~/pages/seo'
import type { PageHandle } from '~/pages/page-handle'
import type { Route } from './+types/not-found'

export const handle = { audience: 'public', scripts: false } satisfies PageHandle

export function loader() {
  return data(null, { status: 404 })
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta({ title: 'Page not found', description: 'The page you were looking for does not exist.' }, matches)
}

export default function NotFound() {
  return (
    <PageHero
      title="Page not found"
      lead="The page you were looking for does not exist or has moved. Everything we offer is one click away from the home page."
    >
      <Link to="/" className="button-primary">
        Back to home
      </Link>
      <Link to="/contact" className="button-secondary">
        Contact Us
      </Link>
    </PageHero>
  )
}
