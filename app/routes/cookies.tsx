import { PolicyPage } from '~/components/sections/policy-page'
import { cookieChoice, policies } from '~/content/legal/policies'
import { renderPolicy } from '~/content/legal/policies.server'
import type { PageHandle } from '~/pages/page-handle'
import { consentFrom } from '~/server/consent.server'
import { currentFacts } from '~/server/facts-store.server'
import { pageMeta, siteIn } from '~/pages/seo'
import type { Route } from './+types/cookies'

export const handle = {
  audience: 'public',
  scripts: false,
  cached: true,
  facts: ['company', 'phone', 'address', 'grievanceOfficer'],
} satisfies PageHandle

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteIn(matches)
  const { title, description } = policies.cookies
  return site ? pageMeta({ title, description: description(site) }, matches) : []
}

export async function loader({ request }: Route.LoaderArgs) {
  return {
    policy: renderPolicy('cookies', await currentFacts()),
    consent: consentFrom(request.headers.get('cookie')),
  }
}

export default function CookiesPage({ loaderData: { policy, consent } }: Route.ComponentProps) {
  return (
    <PolicyPage policy={policy}>
      <section
        aria-labelledby="cookie-choice"
        className="mt-12 max-w-3xl rounded-2xl border border-ink-line bg-ink-raised p-6"
      >
        <h2 id="cookie-choice" className="text-xl font-semibold">
          {cookieChoice.heading}
        </h2>
        <p className="mt-2 font-medium text-paper">{cookieChoice.current[consent ?? 'none']}</p>
        <p className="mt-2 text-muted">{cookieChoice.text}</p>
        {/* A plain form (this page runs no script): the answer is kept and this page comes back showing it. */}
        <form method="post" action="/consent" className="mt-5 flex gap-2">
          <input type="hidden" name="back" value="/cookies" />
          <button
            type="submit"
            name="choice"
            value="false"
            className="button-secondary"
            aria-pressed={consent === 'false'}
          >
            {cookieChoice.reject}
          </button>
          <button type="submit" name="choice" value="true" className="button-primary" aria-pressed={consent === 'true'}>
            {cookieChoice.allow}
          </button>
        </form>
      </section>
    </PolicyPage>
  )
}
