import { useRouteLoaderData } from 'react-router'
import { Countdown } from '~/components/forms/countdown'
import { WaitlistForm } from '~/components/forms/waitlist-form'
import { OrContactUs } from '~/components/sections/or-contact-us'
import type { loader as rootLoader } from '~/root'
import { leadAction } from '~/server/lead-actions.server'
import { pageMeta } from '~/seo'
import type { Route } from './+types/coming-soon'

export const meta = () =>
  pageMeta({
    title: 'Coming Soon',
    description: 'Instant online booking is almost here. Leave your e-mail and we will tell you the moment it opens.',
  })

export function loader() {
  return { serverNow: Date.now() }
}

export async function action({ request, context }: Route.ActionArgs) {
  return leadAction('waitlist_entries', request, context.clientAddress)
}

export default function ComingSoonPage({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const launchAt = root?.config.launchAt ?? new Date(loaderData.serverNow).toISOString()
  return (
    <section className="container-page pt-16 pb-24 sm:pt-24">
      <p className="eyebrow">Almost here</p>
      <h1 className="mt-4 max-w-4xl text-4xl font-bold sm:text-6xl">Online Booking Is Coming Soon</h1>
      <p className="mt-5 max-w-2xl text-lg text-muted">
        Instant online booking is almost here. Leave your e-mail and we will tell you the moment it opens.
      </p>
      <div className="mt-10">
        <Countdown launchAt={launchAt} serverNow={loaderData.serverNow} />
      </div>
      <div className="mt-10">
        <WaitlistForm idPrefix="coming-soon" />
      </div>
      <OrContactUs
        question="Need a reel-maker before then?"
        link={{ to: '/enquiry', label: 'Send us an enquiry' }}
        className="mt-8 text-muted"
      />
    </section>
  )
}
