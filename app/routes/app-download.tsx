import { FeatureIcon } from '~/components/sections/feature-icon'
import { StoreBadges } from '~/components/sections/store-badges'
import { appPage } from '~/content/features'
import { pageMeta } from '~/seo'
import type { PageHandle } from '~/page-handle'

export const handle = { audience: 'public', scripts: false, cached: true, facts: ['stores'] } satisfies PageHandle

export const meta = () =>
  pageMeta({
    title: 'Get the App',
    description:
      'Our reel creators come to shoot and edit your reels, delivering a seamless and professional experience directly to you. Get the app on iOS and Android.',
  })

export default function AppDownloadPage() {
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
            <StoreBadges />
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
