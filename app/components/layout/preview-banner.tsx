import type { previewBanner } from '~/server/fact-preview.server'

type Preview = NonNullable<ReturnType<typeof previewBanner>>

/**
 * What every page says while an administrator previews an unsaved change: that it is a preview, the way back to
 * the form, and a plain form that ends it and comes back to this page. Part of the page, under the top bar.
 */
export function PreviewBanner({ preview, back }: { preview: Preview; back: string }) {
  return (
    <section
      aria-label={preview.label}
      className="border-b-2 border-amber-300 bg-amber-300/10 px-3 py-3 sm:px-6 lg:pl-20"
    >
      <div className="mx-auto flex max-w-3xl flex-col gap-2 text-sm sm:flex-row sm:items-center sm:gap-4">
        <p className="text-paper">
          <strong className="font-semibold text-amber-200">{preview.label}:</strong> {preview.text}
        </p>
        <div className="flex shrink-0 flex-wrap items-center gap-4">
          <a href={preview.form} className="font-semibold underline underline-offset-4">
            {preview.back}
          </a>
          <form method="post" action={preview.form}>
            <input type="hidden" name="back" value={back} />
            <button type="submit" name="intent" value="end-preview" className="button-secondary">
              {preview.end}
            </button>
          </form>
        </div>
      </div>
    </section>
  )
}
