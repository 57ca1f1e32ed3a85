type Props = {
  eyebrow?: string
  title: string
  lead?: React.ReactNode
  children?: React.ReactNode
}

/** The opening of a page: an optional badge, the page's one <h1>, a lead paragraph and actions. */
export function PageHero({ eyebrow, title, lead, children }: Props) {
  return (
    <section className="container-page pt-16 pb-10 sm:pt-24">
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1 className="mt-4 max-w-4xl text-4xl font-bold sm:text-5xl lg:text-6xl">{title}</h1>
      {lead ? <p className="mt-5 max-w-2xl text-lg text-muted">{lead}</p> : null}
      {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
    </section>
  )
}
