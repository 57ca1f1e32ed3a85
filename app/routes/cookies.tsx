import { PolicyPage } from '~/components/sections/policy-page'
import { cookieChoice, policies } from '~/content/legal/policies'
import { renderPolicy } from '~/content/legal/policies.server'
import { pageMeta } from '~/seo'
import type { Route } from './+types/cookies'
import { noScripts } from '~/page-scripts'

export const handle = noScripts

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
        {/* A plain form, so it works without scripts: the answer is forgotten and this page comes back with the
            banner asking again. */}
        <form method="post" action="/consent" className="mt-5">
          <input type="hidden" name="back" value="/cookies" />
          <button type="submit" name="choice" value="clear" className="button-secondary">
            {cookieChoice.button}
          </button>
        </form>
      </div>
    </PolicyPage>
  )
}
