import { ExternalLink } from '~/components/icons/external-link'
import { ExampleMark } from '~/components/ui/example-mark'
import type { PressItem } from '~/content/press'
import type { ImageSource } from '~/images/image-urls'

type Props = { item: PressItem; image: ImageSource | null; priority?: boolean }

/** One piece of coverage or one of our releases: picture, source, category, date, excerpt and a link to the full story. */
export function PressCard({ item, image, priority = false }: Props) {
  return (
    <li>
      <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-ink-line bg-ink-raised">
        {image ? (
          <img
            {...image}
            alt={item.image.alt}
            {...(priority ? { fetchPriority: 'high' } : { loading: 'lazy' })}
            decoding="async"
            className="aspect-[40/21] w-full object-cover"
          />
        ) : null}
        <div className="flex flex-1 flex-col gap-3 p-6">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="rounded-full bg-accent/10 px-2.5 py-0.5 font-medium text-accent">{item.category}</span>
            <span className="text-muted">{item.date}</span>
          </p>
          <h3 className="text-lg font-semibold">{item.title}</h3>
          {item.exampleNote ? (
            <p>
              <ExampleMark>{item.exampleNote}</ExampleMark>
            </p>
          ) : null}
          <p className="text-sm font-medium text-paper/80">{item.source}</p>
          <p className="text-muted">{item.excerpt}</p>
          {item.external ? (
            <a
              href={item.url}
              target="_blank"
              rel="noopener"
              className="mt-auto inline-flex items-center gap-2 pt-2 font-semibold text-accent underline-offset-2 hover:underline"
            >
              Read More
              <ExternalLink className="size-4" />
              <span className="sr-only">: {item.title} (opens in a new tab)</span>
            </a>
          ) : (
            <a
              href={item.url}
              className="mt-auto inline-flex items-center gap-2 pt-2 font-semibold text-accent underline-offset-2 hover:underline"
            >
              Read More
              <span className="sr-only">: {item.title}</span>
            </a>
          )}
        </div>
      </article>
    </li>
  )
}
