import { PolicyPage } from '~/components/sections/policy-page'
import { policies } from '~/content/legal/policies'
import { renderPolicy } from '~/content/legal/policies.server'
import { collectedByForms } from '~/leads/catalogue'
import { currentFacts } from '~/server/facts-store.server'
import { pageMeta, siteIn } from '~/pages/seo'
import type { Route } from './+types/privacy'
import type { PageHandle } from '~/pages/page-handle'

export const handle = {
  audience: 'public',
  scripts: false,
  cached: true,
  facts: ['company', 'email', 'phone', 'address', 'hours', 'grievanceOfficer', 'retention', 'capabilities'],
} satisfies PageHandle

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteIn(matches)
  const { title, description } = policies.privacy
  return site ? pageMeta({ title, description: description(site) }, matches) : []
}

// The policy quotes how to reach us as the business saved it (a change shows on the next page drawn), and lists
// what each kind of lead's form collects.
export async function loader() {
  return renderPolicy('privacy', await currentFacts(), collectedByForms)
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <PolicyPage policy={loaderData} />
}
