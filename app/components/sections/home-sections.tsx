import { Link } from 'react-router'
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

/** The featured-in strip: wordmarks of publications, drawn for this site. */
export function PressStrip({ marks }: { marks: PressMark[] }) {
  return (
    <section aria-labelledby="featured-in" className="container-page">
      <h2 id="featured-in" className="text-center text-sm font-semibold tracking-[0.2em] text-muted uppercase">
        As featured in
      </h2>
      <ul className="mt-6 grid grid-cols-2 items-center gap-x-8 gap-y-6 sm:grid-cols-3 lg:grid-cols-6">
        {marks.map((mark) => {
          const image = (
            <img
              src={mark.image}
              alt={mark.name}
              width={mark.width}
              height={mark.height}
              loading="lazy"
              decoding="async"
              className="h-9 w-auto opacity-75 transition group-hover:opacity-100 sm:h-10"
            />
          )
          return (
            <li key={mark.id} className="flex justify-center">
              {mark.coverage ? (
                <Link to={mark.coverage.url} className="group rounded-md" title={mark.coverage.title}>
                  {image}
                  <span className="sr-only">: {mark.coverage.title}</span>
                </Link>
              ) : (
                image
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
