import { OrContactUs } from '~/components/sections/or-contact-us'
import { PageHero } from '~/components/sections/page-hero'
import { Price } from '~/components/sections/package-card'
import { bookingStory, hoursInSentence } from '~/content/journey'
import { bookablePackage, priceListOf } from '~/content/packages'
import { currentFacts } from '~/server/facts-store.server'
import { leadAction } from '~/leads/action.server'
import { kind } from '~/leads/bookings/entry'
import { BookingForm } from '~/leads/bookings/form'
import { maxEvents } from '~/leads/bookings/messages'
import { pageMeta, siteIn } from '~/pages/seo'
import { useSite } from '~/components/layout/use-site'
import type { Route } from './+types/book'
import type { PageHandle } from '~/pages/page-handle'

export const handle = {
  audience: 'public',
  scripts: true,
  forms: ['bookings'],
  facts: ['eventCoverage', 'gst', 'packages', 'offers', 'hours', 'capabilities'],
} satisfies PageHandle

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteIn(matches)
  return site
    ? pageMeta({ title: 'Book a Reel-Maker', description: bookingStory.request(hoursInSentence(site.hours)) }, matches)
    : []
}

export async function loader({ request }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams
  const chosen = bookablePackage(asked.get('package'), priceListOf(await currentFacts()))
  // The hourly plan books as many events as the visitor asks for (?events=2), each with its own hours.
  const events = Number(asked.get('events'))
  return {
    chosen,
    events: chosen?.hourly && Number.isInteger(events) ? Math.min(Math.max(events, 1), maxEvents) : 1,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  return leadAction(kind, request, context.clientAddress)
}

export default function BookPage({ loaderData }: Route.ComponentProps) {
  const site = useSite()
  const { chosen, events } = loaderData
  return (
    <>
      <PageHero
        title="Book a Reel-Maker"
        lead={`Tell us where and when. ${bookingStory.request(hoursInSentence(site.hours))} ${site.stillToCome.sentence}`}
      />
      <section className="container-page grid gap-10 pb-24 lg:grid-cols-[1fr_1.2fr]">
        <div>
          {chosen ? (
            <div className="rounded-3xl border border-accent/50 bg-accent/5 p-6">
              <p className="text-sm font-medium text-accent">Your choice</p>
              <h2 className="mt-1 text-2xl font-bold">{chosen.name}</h2>
              <Price amount={chosen.price} startingFrom={chosen.startingFrom} unit={chosen.unit} />
            </div>
          ) : (
            <div className="rounded-3xl border border-ink-line bg-ink-raised p-6">
              <h2 className="text-2xl font-bold">Any shoot, any day</h2>
              <p className="mt-2 text-muted">
                Book by the hour or ask us for a package: we will suggest the right one when we call you.
              </p>
            </div>
          )}
          <OrContactUs
            question="Not sure yet?"
            link={{ to: '/reel-packages', label: 'Compare our packages' }}
            className="mt-6 text-muted"
          />
        </div>
        <div className="rounded-3xl border border-ink-line bg-ink-raised p-6 sm:p-8">
          <h2 className="mb-5 text-xl font-semibold">Your booking</h2>
          <BookingForm chosen={chosen} events={events} idPrefix="book" />
        </div>
      </section>
    </>
  )
}
