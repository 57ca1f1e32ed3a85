import { Link } from 'react-router'
import { PageHero } from '~/components/sections/page-hero'
import { ExampleMark } from '~/components/ui/example-mark'
import { pressReleases } from '~/content/press'
import { useSite } from '~/components/layout/use-site'
import { emailText } from '~/content/site-of'
import { currentFacts } from '~/server/facts-store.server'
import { pageMeta, siteIn } from '~/pages/seo'
import type { PageHandle } from '~/pages/page-handle'
import type { Route } from './+types/press-releases'

export const handle = {
  audience: 'public',
  scripts: false,
  cached: true,
  structuredData: { breadcrumb: { above: [{ name: 'Press & Blog', path: '/press' }], name: 'Press releases' } },
  facts: ['company', 'email', 'patent', 'figures', 'funding', 'capabilities'],
} satisfies PageHandle

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const brand = siteIn(matches)?.brand ?? 'our'
  return pageMeta(
    {
      title: 'Press Releases',
      description: `Every ${brand} press release in full: funding rounds, our patent application and creator network milestones.`,
    },
    matches,
  )
}

// The releases quote the business's facts (funding, the patent), which stay on the server, and name us as the
// business saved its facts.
export async function loader() {
  return { pressReleases: pressReleases(await currentFacts()) }
}

export default function PressReleases({ loaderData }: Route.ComponentProps) {
  const { pressReleases } = loaderData
  const site = useSite()
  return (
    <>
      <PageHero
        eyebrow="Newsroom"
        title="Press Releases"
        lead={`Announcements from ${site.company}, newest first. For interviews, pictures or figures, write to ${emailText(site.emails.press)}.`}
      >
        <Link to="/press" className="button-secondary">
          Back to Press & Blog
        </Link>
      </PageHero>
      <ol className="container-page flex max-w-3xl flex-col gap-12 pb-20">
        {pressReleases.map((release) => (
          <li key={release.id} id={release.id} className="border-t border-ink-line pt-10">
            <article aria-labelledby={`${release.id}-title`}>
              <p className="text-sm text-muted">
                <time dateTime={release.isoDate}>{release.date}</time>
              </p>
              <h2 id={`${release.id}-title`} className="mt-2 text-2xl font-bold sm:text-3xl">
                {release.title}
              </h2>
              {release.exampleNote ? (
                <p>
                  <ExampleMark>{release.exampleNote}</ExampleMark>
                </p>
              ) : null}
              <p className="mt-3 text-lg text-paper/90">{release.summary}</p>
              <div className="prose-policy mt-5">
                {release.body.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </article>
          </li>
        ))}
      </ol>
    </>
  )
}
