import type { InquiryIntro } from '~/content/package-pages'

/** The place on a package page where the inquiry form sits, with its heading and a sentence. */
export function InquirySection({ intro, children }: { intro: InquiryIntro; children: React.ReactNode }) {
  return (
    <section id="inquiry" aria-labelledby="inquiry-heading" className="container-page mt-24">
      <div className="mx-auto max-w-3xl rounded-3xl border border-ink-line bg-ink-raised p-6 sm:p-10">
        <h2 id="inquiry-heading" className="text-3xl font-bold">
          {intro.heading}
        </h2>
        <p className="mt-3 text-muted">{intro.text}</p>
        <div className="mt-8 empty:hidden">{children}</div>
      </div>
    </section>
  )
}
