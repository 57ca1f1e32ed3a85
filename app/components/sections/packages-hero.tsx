import { useId } from 'react'
import type { PageIntro } from '~/content/package-pages'
import { HeroFigures } from './hero-figures'

/** The opening of a pricing or package page: badge, the page's <h1>, lead, actions and the headline figures. */
export function PackagesHero({ intro, children }: { intro: PageIntro; children?: React.ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 left-1/2 h-[28rem] w-[56rem] max-w-[140vw] -translate-x-1/2 glow"
      />
      <div className="container-page relative pt-16 pb-14 text-center sm:pt-24">
        <p className="eyebrow">{intro.eyebrow}</p>
        <h1 id={headingId} className="mx-auto mt-5 max-w-4xl text-4xl font-bold sm:text-5xl lg:text-6xl">
          {intro.title}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-paper/80">{intro.lead}</p>
        {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
        <HeroFigures layout="centred" />
      </div>
    </section>
  )
}

type Jump = { to: string; label: string }

/** A package page's two jumps within the page: down to its packages, and to its inquiry form. */
export function PackagePageJumps({ packages, inquiry }: { packages: Jump; inquiry: Jump }) {
  return (
    <>
      <a href={packages.to} className="button-primary">
        {packages.label}
      </a>
      <a href={inquiry.to} className="button-secondary">
        {inquiry.label}
      </a>
    </>
  )
}
