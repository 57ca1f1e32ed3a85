import { Link } from 'react-router'
import { FeatureIcon } from '~/components/sections/feature-icon'
import { StoreBadges } from '~/components/sections/store-badges'
import { appDialogName, claimsOf, waitlistLink } from '~/content/capabilities'
import { appPageOf } from '~/content/features'
import { currentFacts } from '~/server/facts-store.server'
import { pageMeta } from '~/pages/seo'
import type { PageHandle } from '~/pages/page-handle'
import type { Route } from './+types/app-download'

export const handle = {
  audience: 'public',
  scripts: false,
  cached: true,
  facts: ['stores', 'capabilities'],
} satisfies PageHandle

export function meta({ data, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(
    {
      title: data?.title ?? '',
      description: data?.description ?? '',
    },
    matches,
  )
}

// The page's words and store links follow what the business offers today; they travel as loader data, so those
// facts stay out of the page's script.
export async function loader() {
  const claims = claimsOf(await currentFacts())
  const appPage = appPageOf(claims)
  return {
    title: appDialogName,
    description: `${appPage.text} ${claims.said('app', 'pageDescription')}`,
    appPage,
    stores: claims.storeListings(),
    waitlist: waitlistLink,
  }
}

export default function AppDownloadPage({ loaderData }: Route.ComponentProps) {
  const { appPage, waitlist } = loaderData
  return (
    <section className="relative overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute top-10 -right-40 h-[32rem] w-[32rem] glow" />
      <div className="container-page relative grid items-center gap-12 pt-14 pb-8 sm:pt-20 lg:grid-cols-[1.1fr_0.9fr]">
        <div>
          <p className="eyebrow">{appPage.platforms}</p>
          <h1 className="mt-5 text-4xl font-bold sm:text-5xl lg:text-6xl">{appPage.headline}</h1>
          <p className="mt-4 text-2xl font-semibold text-accent sm:text-3xl">{appPage.subtitle}</p>
          <p className="mt-5 max-w-xl text-lg text-paper/85">{appPage.text}</p>
          <ul className="mt-8 space-y-5">
            {appPage.bullets.map((bullet) => (
              <li key={bullet.title} className="flex gap-4">
                <FeatureIcon name={bullet.icon} />
                <div>
                  <h2 className="text-lg font-semibold">{bullet.title}</h2>
                  <p className="text-muted">{bullet.description}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-10">
            {loaderData.stores.length > 0 ? (
              <StoreBadges stores={loaderData.stores} />
            ) : (
              <Link to={waitlist.to} className="button-primary">
                {waitlist.label}
              </Link>
            )}
          </div>
        </div>
        <div className="relative mx-auto w-full max-w-xs sm:max-w-sm">
          <div aria-hidden="true" className="absolute inset-8 glow glow-strong" />
          <img
            src={appPage.screenshot.src}
            width={appPage.screenshot.width}
            height={appPage.screenshot.height}
            alt={appPage.screenshot.alt}
            className="relative h-auto w-full"
            fetchPriority="high"
            decoding="async"
          />
        </div>
      </div>
    </section>
  )
}
