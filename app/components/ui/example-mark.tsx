/**
 * Says, in words on the page, that what it follows is an example the business has not confirmed. A space
 * comes before it, so the words read apart from the value they follow, wherever it sits.
 */
export function ExampleMark({ children }: { children: React.ReactNode }) {
  return (
    <>
      {' '}
      <span className="mt-1 inline-block rounded-full border border-dashed border-muted px-2 py-0.5 text-xs font-medium tracking-normal text-muted">
        {children}
      </span>
    </>
  )
}
