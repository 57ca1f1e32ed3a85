import type { PageHandle } from '~/pages/page-handle'
import { type MetaMatches, pageMeta } from '~/pages/seo'
import { LinkOutcome } from './link-outcome'
import { PageHero } from './page-hero'

// A page a mail's link opens (confirming a sign-up, rejoining the waitlist, unsubscribing): never indexed nor cached, plain HTML. It
// shows a button, and pressing it acts: a mail scanner that opens every link must not act for anyone.

/** Its words: what pressing the button does, and what it did. */
export type MailLinkWords = {
  title: string
  lead: string
  button: string
  done: { title: string; description: string }
  invalid: { title: string; description: string }
}

export const handle = { audience: 'mail link', scripts: false, seo: () => ({ noindex: true }) } satisfies PageHandle

export function headers() {
  return { 'Cache-Control': 'no-store' }
}

export function mailLinkMeta(words: MailLinkWords, matches: MetaMatches) {
  return pageMeta({ title: words.title, description: words.lead }, matches)
}

/**
 * The page; `done` says what pressing the button did, once it has been pressed, and `doneMore` what else it says
 * once done (a subscriber's offer code).
 */
export function MailLinkPage({
  words,
  done,
  doneMore,
}: {
  words: MailLinkWords
  done: boolean | undefined
  doneMore?: string | null
}) {
  const outcome = done === undefined ? null : done ? { ...words.done, more: doneMore } : words.invalid
  return (
    <PageHero title={words.title} lead={outcome ? undefined : words.lead}>
      <LinkOutcome outcome={outcome} tone={done ? 'success' : 'error'} button={words.button} />
    </PageHero>
  )
}
