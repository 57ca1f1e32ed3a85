import { CookieChoiceReset } from '~/components/sections/cookie-choice-reset'
import { PolicyPage } from '~/components/sections/policy-page'
import { cookieChoice, policies } from '~/content/legal/policies'
import { renderPolicy } from '~/content/legal/policies.server'
import { pageMeta } from '~/seo'
import type { Route } from './+types/cookies'

export const meta = () => pageMeta(policies.cookies)

export function loader() {
  return renderPolicy('cookies')
}

export default function CookiesPage({ loaderData }: Route.ComponentProps) {
  return (
    <PolicyPage policy={loaderData}>
      <div className="mt-12 max-w-3xl rounded-2xl border border-ink-line bg-ink-raised p-6">
        <h2 className="text-xl font-semibold">{cookieChoice.heading}</h2>
        <p className="mt-2 text-muted">{cookieChoice.text}</p>
        <div className="mt-5">
          <CookieChoiceReset label={cookieChoice.button} />
        </div>
      </div>
    </PolicyPage>
  )
}
