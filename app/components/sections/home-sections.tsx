import type { PressMark } from '~/content/press-marks'

type HeadingProps = { id: string; eyebrow?: string; title: string; lead?: string; center?: boolean }

/** A section's badge, <h2> and lead paragraph. */
export function SectionHeading({ id, eyebrow, title, lead, center }: HeadingProps) {
  return (
    <div className={center ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h2 id={id} className="mt-4 text-3xl font-bold sm:text-4xl">
        {title}
      </h2>
      {lead ? <p className="mt-4 text-lg text-muted">{lead}</p> : null}
    </div>
  )
}

/** The featured-in strip: the outlets that wrote about us, each linked to its story; not shown without any. */
export function PressStrip({ marks, title }: { marks: PressMark[]; title: string | null }) {
  if (marks.length === 0 || !title) return null
  return (
    <section aria-labelledby="featured-in" className="container-page">
      <h2 id="featured-in" className="text-center text-sm font-semibold tracking-[0.2em] text-muted uppercase">
        {title}
      </h2>
      <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
        {marks.map((mark) => (
          <li key={mark.id} className="flex justify-center">
            <a
              href={mark.coverage.url}
              target="_blank"
              rel="noopener"
              className="group rounded-md font-semibold text-paper/75 hover:text-paper"
              title={mark.coverage.title}
            >
              {mark.image ? (
                <img
                  src={mark.image.src}
                  alt={mark.name}
                  width={mark.image.width}
                  height={mark.image.height}
                  loading="lazy"
                  decoding="async"
                  className="h-9 w-auto opacity-75 transition group-hover:opacity-100 sm:h-10"
                />
              ) : (
                mark.name
              )}
              <span className="sr-only">: {mark.coverage.title} (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
