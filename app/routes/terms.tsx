import { PolicyPage } from '~/components/sections/policy-page'
import { policies } from '~/content/legal/policies'
import { renderPolicy } from '~/content/legal/policies.server'
import { currentFacts } from '~/server/facts-store.server'
import { pageMeta, siteIn } from '~/pages/seo'
import type { Route } from './+types/terms'
import type { PageHandle } from '~/pages/page-handle'

export const handle = {
  audience: 'public',
  scripts: false,
  cached: true,
  facts: ['company', 'email', 'phone', 'address', 'hours', 'grievanceOfficer', 'cancellation', 'capabilities'],
} satisfies PageHandle

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteIn(matches)
  const { title, description } = policies.terms
  return site ? pageMeta({ title, description: description(site) }, matches) : []
}

// The policy quotes how to reach us as the business saved it: a change shows on the next page drawn.
export async function loader() {
  return renderPolicy('terms', await currentFacts())
}

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <PolicyPage policy={loaderData} />
}
