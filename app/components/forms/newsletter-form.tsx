// Placeholder markup until the lead-capture work makes it submit; the lead-capture issue replaces the body.
export function NewsletterForm() {
  return (
    <form method="post" action="/api/newsletter" className="flex w-full max-w-md flex-col gap-3 sm:flex-row">
      <label htmlFor="newsletter-email" className="sr-only">
        Email address
      </label>
      <input
        id="newsletter-email"
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder="you@example.com"
        className="min-h-11 flex-1 rounded-full border border-ink-line bg-ink px-5 text-paper placeholder:text-muted"
      />
      <button type="submit" className="button-primary">
        Subscribe
      </button>
    </form>
  )
}
