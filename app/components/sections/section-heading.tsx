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
