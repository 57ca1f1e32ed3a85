import { ArrowLeft } from '~/components/icons/arrow-left'
import { Check } from '~/components/icons/check'
import { Gift } from '~/components/icons/gift'
import { Link } from 'react-router'
import { ComingSoonNotice } from '~/components/sections/coming-soon-notice'
import { waitlistOfferWords } from '~/content/offers'
import { leadAction } from '~/leads/action.server'
import { kind } from '~/leads/waitlist_entries/entry'
import { WaitlistForm } from '~/leads/waitlist_entries/form'
import { waitlistStatus } from '~/leads/waitlist_entries/store.server'
import { pageMeta } from '~/pages/seo'
import { publicConfig } from '~/server/config.server'
import type { Route } from './+types/waitlist'
import type { PageHandle } from '~/pages/page-handle'

export const handle = {
  audience: 'public',
  scripts: true,
  forms: ['waitlist_entries'],
  facts: ['offers', 'capabilities'],
} satisfies PageHandle

export function meta({ data, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(
    {
      title: 'Join the Waitlist',
      description: `${data?.freeShoot ? `${data.freeShoot.promise}. ` : ''}Join the waitlist to secure your spot.`,
    },
    matches,
  )
}

const benefits = [
  'Professional creators network',
  'Seamless booking system',
  'Exclusive launch pricing',
  'Priority support',
] as const

// The free shoot is promised only while the business's fact, as saved in the console, says the offer is live.
export async function loader() {
  const { spotsRemaining, offer } = await waitlistStatus()
  return {
    spotsRemaining,
    freeShoot: waitlistOfferWords(offer),
    serverNow: Date.now(),
    launchAt: publicConfig().launchAt,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  return leadAction(kind, request, context.clientAddress)
}

export default function WaitlistPage({ loaderData }: Route.ComponentProps) {
  const { freeShoot } = loaderData
  return (
    <section className="container-page pt-10 pb-24 sm:pt-16">
      <Link to="/" className="inline-flex items-center gap-2 text-muted hover:text-paper">
        <ArrowLeft className="size-4" />
        Back to home
      </Link>
      <div className="mt-10">
        <p className="eyebrow">Coming soon</p>
      </div>
      <h1 className="mt-4 text-4xl font-bold sm:text-6xl">Launching Soon</h1>
      <ComingSoonNotice serverNow={loaderData.serverNow} launchAt={loaderData.launchAt} />
      <div className="mt-12 grid gap-10 lg:grid-cols-2">
        <div>
          <h2 className="text-2xl font-bold">What you get</h2>
          <ul className="mt-5 space-y-3">
            {benefits.map((benefit) => (
              <li key={benefit} className="flex items-center gap-3">
                <Check className="size-5 text-accent" />
                {benefit}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-3xl border border-accent/50 bg-accent/5 p-6 sm:p-8">
          {freeShoot ? (
            <>
              <p className="flex items-center gap-2 text-lg font-semibold">
                <Gift className="size-5 text-accent" />
                {freeShoot.promise}
              </p>
              <p className="mt-2 mb-6 text-muted" aria-live="polite">
                <span className="font-semibold text-paper" data-testid="spots-remaining">
                  {loaderData.spotsRemaining}
                </span>{' '}
                {freeShoot.spotsRemaining}
              </p>
            </>
          ) : null}
          <WaitlistForm />
        </div>
      </div>
    </section>
  )
}
