import type { examplesBanner } from '~/content/example-marks'

/**
 * What a staging site that shows example facts says at the top of every page. It is part of the page, under the
 * top bar, never fixed over it, so it covers nothing at any scroll position (docs/decisions/0016).
 */
export function ExamplesBanner({ words }: { words: typeof examplesBanner }) {
  return (
    <section aria-label={words.label} className="border-b border-dashed border-muted px-3 py-2 sm:px-6 lg:pl-20">
      <p className="mx-auto max-w-3xl text-sm text-paper/90">
        <strong className="font-semibold">{words.label}:</strong> {words.text}
      </p>
    </section>
  )
}
