type Props = { id: string; title: React.ReactNode; className?: string; children: React.ReactNode }

/** A part of a console page under its own heading, which names it for assistive technology. */
export function ConsoleSection({ id, title, className, children }: Props) {
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}
