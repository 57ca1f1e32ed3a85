type Props = {
  /** What pressing the button did, once it has been pressed, and anything more it has to say. */
  outcome: { title: string; description: string; more?: string | null } | null
  tone: 'success' | 'error'
  button: string
}

/**
 * The body of a page a mail's link opens: a button that posts back to the same address (token included),
 * then what it did. Plain HTML, so it works the same with and without JavaScript.
 */
export function LinkOutcome({ outcome, tone, button }: Props) {
  if (!outcome) {
    return (
      <form method="post">
        <button type="submit" className="button-primary">
          {button}
        </button>
      </form>
    )
  }
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`max-w-2xl rounded-2xl border p-4 ${tone === 'success' ? 'border-emerald-400/50 bg-emerald-400/10' : 'border-red-400/50 bg-red-400/10'}`}
    >
      <p className="font-semibold">{outcome.title}</p>
      <p className="mt-1 text-paper/90">{outcome.description}</p>
      {outcome.more ? <p className="mt-3 text-paper/90">{outcome.more}</p> : null}
    </div>
  )
}
