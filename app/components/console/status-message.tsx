/** The outcome of a form: an error (announced at once) or a confirmation. */
export function Status({ result }: { result: { message?: string; error?: string } | null | undefined }) {
  if (result?.error) {
    return (
      <p role="alert" className="rounded-lg border border-red-400/40 bg-red-500/10 px-4 py-3 text-red-200">
        {result.error}
      </p>
    )
  }
  if (result?.message) {
    return (
      <p role="status" className="rounded-lg border border-emerald-400/40 bg-emerald-500/10 px-4 py-3 text-emerald-200">
        {result.message}
      </p>
    )
  }
  return null
}
