import { useSite } from '~/components/layout/use-site'
import { ComingSoonNotice } from '~/components/sections/coming-soon-notice'
import { leadAction } from '~/leads/action.server'
import { kind } from '~/leads/waitlist_entries/entry'
import { WaitlistForm } from '~/leads/waitlist_entries/form'
import { pageMeta, siteIn } from '~/pages/seo'
import { publicConfig } from '~/server/config.server'
import type { Route } from './+types/coming-soon'
import type { PageHandle } from '~/pages/page-handle'

export const handle = {
  audience: 'public',
  scripts: true,
  forms: ['waitlist_entries'],
  facts: ['capabilities'],
} satisfies PageHandle

// What is still to come, as the business offers it today, is the root loader's (`site.stillToCome`).
export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteIn(matches)
  return site ? pageMeta({ title: 'Coming Soon', description: site.stillToCome.lead }, matches) : []
}

export function loader() {
  return { serverNow: Date.now(), launchAt: publicConfig().launchAt }
}

export async function action({ request, context }: Route.ActionArgs) {
  return leadAction(kind, request, context.clientAddress)
}

export default function ComingSoonPage({ loaderData }: Route.ComponentProps) {
  const { stillToCome } = useSite()
  return (
    <section className="container-page pt-16 pb-24 sm:pt-24">
      <p className="eyebrow">Almost here</p>
      <h1 className="mt-4 max-w-4xl text-4xl font-bold sm:text-6xl">{stillToCome.title}</h1>
      <ComingSoonNotice serverNow={loaderData.serverNow} launchAt={loaderData.launchAt} />
      <div className="mt-10">
        <WaitlistForm idPrefix="coming-soon" />
      </div>
    </section>
  )
}
