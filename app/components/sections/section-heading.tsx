/** A section's <h2> with an optional sentence under it. */
export function SectionHeading({ id, title, text }: { id: string; title: string; text?: string }) {
  return (
    <div className="max-w-2xl">
      <h2 id={id} className="text-3xl font-bold sm:text-4xl">
        {title}
      </h2>
      {text ? <p className="mt-3 text-muted">{text}</p> : null}
    </div>
  )
}

type HeadedSectionProps = {
  /** The section's own anchor, where a link on the page jumps to it. */
  id?: string
  headingId: string
  title: string
  text?: string
  className?: string
  children: React.ReactNode
}

/** A section of a page, named by its heading, with what stands under it. */
export function HeadedSection({
  id,
  headingId,
  title,
  text,
  className = 'container-page mt-24',
  children,
}: HeadedSectionProps) {
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      <SectionHeading id={headingId} title={title} text={text} />
      {children}
    </section>
  )
}
