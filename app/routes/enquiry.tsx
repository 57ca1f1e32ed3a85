import { Clock } from '~/components/icons/clock'
import { MapPin } from '~/components/icons/map-pin'
import { Smartphone } from '~/components/icons/smartphone'
import { PageHero } from '~/components/sections/page-hero'
import { figureWords } from '~/content/figures'
import { deliveryClaim, promises, shotOn } from '~/content/promises'
import { currentFacts } from '~/server/facts-store.server'
import { leadAction } from '~/leads/action.server'
import { kind } from '~/leads/enquiries/entry'
import { EnquiryForm } from '~/leads/enquiries/form'
import { pageMeta } from '~/pages/seo'
import type { Route } from './+types/enquiry'
import type { PageHandle } from '~/pages/page-handle'

export const handle = {
  audience: 'public',
  scripts: true,
  forms: ['enquiries'],
  cached: true,
  facts: ['figures'],
} satisfies PageHandle

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(
    {
      title: 'Book Reel-Makers',
      description: 'Tell us about your shoot and we will match you with the right reel-maker.',
    },
    matches,
  )
}

export async function loader() {
  return { reelMakers: figureWords((await currentFacts()).figures).reelMakers }
}

export async function action({ request, context }: Route.ActionArgs) {
  return leadAction(kind, request, context.clientAddress)
}

export default function EnquiryPage({ loaderData }: Route.ComponentProps) {
  const points = [
    { icon: Smartphone, text: `Every reel ${shotOn} by professional reel-makers` },
    { icon: Clock, text: deliveryClaim },
    { icon: MapPin, text: `Available in ${promises.cities.join(', ')}` },
  ]
  return (
    <>
      <PageHero
        eyebrow={`${loaderData.reelMakers} reel-makers`}
        title="Book Reel-Makers"
        lead="Tell us about your shoot and we will match you with the right reel-maker."
      >
        <ul className="grid gap-3 sm:grid-cols-3">
          {points.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-2 text-paper/90">
              <Icon className="mt-1 size-4 shrink-0 text-accent" />
              {text}
            </li>
          ))}
        </ul>
      </PageHero>
      <section aria-labelledby="enquiry-heading" className="container-page pb-24">
        <div className="rounded-3xl border border-ink-line bg-ink-raised p-6 sm:p-10">
          <h2 id="enquiry-heading" className="text-2xl font-bold">
            Your shoot
          </h2>
          <p className="mt-1 mb-8 text-muted">All fields are required. We reply within 24 hours.</p>
          <EnquiryForm />
        </div>
      </section>
    </>
  )
}
