import { Link } from 'react-router'
import { businessWords } from '~/content/business-console'
import { ConsoleSection } from './console-section'

type ExamplesOnPage = { page: string; entries: { entry: string; value: string }[] }

/** For administrators: the business facts still marked as examples, page by page, to confirm before launch. */
export function BeforeLaunch({ pages }: { pages: ExamplesOnPage[] }) {
  return (
    <ConsoleSection
      id="before-launch"
      title="Before launch"
      className="mt-8 rounded-xl border border-amber-400/60 bg-amber-500/10 p-4"
    >
      <p className="mt-2 text-muted">
        These facts are still the examples the site shipped with. Replace each with your own and confirm it in{' '}
        <Link to="/console/business" className="text-paper underline underline-offset-4">
          {businessWords.heading}
        </Link>
        ; <code>npm run content:check</code> lists the same.
      </p>
      <details className="mt-3">
        <summary className="cursor-pointer font-medium">The examples, page by page</summary>
        <dl className="mt-3 flex flex-col gap-3">
          {pages.map(({ page, entries }) => (
            <div key={page}>
              <dt className="font-semibold">{page}</dt>
              <dd>
                <ul className="mt-1 list-disc pl-5 text-sm text-muted">
                  {entries.map(({ entry, value }) => (
                    <li key={entry} className="break-words">
                      <span className="text-paper">{entry}</span>: {value}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
        </dl>
      </details>
    </ConsoleSection>
  )
}
