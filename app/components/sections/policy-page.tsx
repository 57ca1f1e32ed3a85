import type { RenderedPolicy } from '~/content/legal/policies.server'

/** A policy: its <h1>, the date its text last changed, a table of contents and the text. */
export function PolicyPage({ policy, children }: { policy: RenderedPolicy; children?: React.ReactNode }) {
  return (
    <div className="container-page pt-16 pb-8 sm:pt-24">
      <header className="max-w-3xl border-b border-ink-line pb-8">
        <p className="eyebrow">Legal</p>
        <h1 className="mt-5 text-4xl font-bold sm:text-5xl">{policy.title}</h1>
        <p className="mt-4 text-muted">
          Last updated: <time dateTime={policy.lastUpdated}>{policy.lastUpdatedLabel}</time>
        </p>
      </header>
      <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <div
          className="prose-policy"
          // The text is our own Markdown, rendered on the server from app/content/legal.
          dangerouslySetInnerHTML={{ __html: policy.html }}
        />
        <nav aria-label="On this page" className="order-first lg:order-none">
          <div className="rounded-2xl border border-ink-line bg-ink-raised p-5 lg:sticky lg:top-24">
            <p className="text-sm font-semibold text-paper">On this page</p>
            <ol className="mt-3 gap-8 text-sm sm:columns-2 lg:columns-1">
              {policy.sections.map((section) => (
                <li key={section.id} className="mb-2 break-inside-avoid">
                  <a href={`#${section.id}`} className="text-muted hover:text-accent">
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
      </div>
      {children}
    </div>
  )
}
