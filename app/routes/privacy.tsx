import { PolicyPage } from '~/components/sections/policy-page'
import { policies } from '~/content/legal/policies'
import { renderPolicy } from '~/content/legal/policies.server'
import { pageMeta } from '~/seo'
import type { Route } from './+types/privacy'
import { noScripts } from '~/page-scripts'

export const handle = noScripts

export const meta = () => pageMeta(policies.privacy)

export function loader() {
  return renderPolicy('privacy')
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <PolicyPage policy={loaderData} />
}
