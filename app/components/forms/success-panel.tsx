import { useEffect, useRef } from 'react'
import { successPanel } from '~/content/journey'
import { useSite } from '~/components/layout/use-site'
import { type ContactNumber, whatsappMessagesOf } from '~/content/site-of'
import { type LeadKind, catalogueEntry, leadReference } from '~/leads/catalogue'
import { whatsappHref } from '~/content/whatsapp'
import type { Accepted } from './use-lead-form'

/** A line of the summary: a field's label, and how its value reads (empty values are left out). */
export type SummaryLine = { name: string; label: string; show?: (value: string) => string }

type Props = {
  kind: LeadKind
  accepted: Accepted
  /** The spec's success words for this form. */
  title: string
  description?: string
  summary: readonly SummaryLine[]
  /** Lines worked out from what was sent (a total, say), after the fields. */
  extra?: readonly { label: string; value: string }[]
  /** Takes focus when it appears, so a keyboard or screen-reader user lands on it (not in the booking dialog). */
  focusOnShow?: boolean
  /** The number to follow up on: the facts file's unless one is given. */
  whatsappNumber?: ContactNumber
}

/**
 * What an accepted form leaves on the page until the visitor moves on: the reference the team finds the
 * request by in the console, what was sent, what happens next and by when, the link to the request's own page
 * (for a kind that has one), and a WhatsApp link to follow up (only for a confirmed number). Without JavaScript
 * it is what the page the form posted to shows.
 */
export function SuccessPanel({
  kind,
  accepted,
  title,
  description,
  summary,
  extra = [],
  focusOnShow = true,
  whatsappNumber,
}: Props) {
  const heading = useRef<HTMLHeadingElement>(null)
  // React gives autoFocus only to form controls, so the panel a background submission draws takes focus here; in
  // the page a form posted without JavaScript returns, the autofocus attribute does it. Either way the browser
  // scrolls the heading into view below the sticky top bar (scroll-padding-top in app.css).
  useEffect(() => {
    if (focusOnShow) heading.current?.focus()
  }, [focusOnShow])
  const reference = accepted.id === null ? null : leadReference(kind, accepted.id)
  const lines = [
    ...summary
      .filter((line) => (accepted.sent[line.name] ?? '').trim() !== '')
      .map((line) => ({ label: line.label, value: (line.show ?? String)(accepted.sent[line.name].trim()) })),
    ...extra,
  ]
  const site = useSite()
  const whatsapp = whatsappHref(
    whatsappMessagesOf(site.brand).followUp(reference ?? title),
    whatsappNumber ?? site.whatsapp,
  )
  return (
    <section
      aria-labelledby={`${kind}-success-title`}
      className="success-panel rounded-2xl border border-emerald-400/50 bg-emerald-400/10 p-5 sm:p-6"
    >
      <h2
        ref={heading}
        id={`${kind}-success-title`}
        tabIndex={-1}
        autoFocus={focusOnShow}
        className="text-xl font-bold outline-none"
      >
        {title}
      </h2>
      {description ? <p className="mt-1 text-paper/90">{description}</p> : null}
      {accepted.possibleDuplicate ? <p className="mt-3 text-paper/90">{successPanel.possibleDuplicate}</p> : null}
      {reference ? (
        <p className="mt-4">
          <span className="text-sm text-muted">{successPanel.reference}: </span>
          <strong className="font-mono text-lg tracking-wide" data-reference>
            {reference}
          </strong>
        </p>
      ) : null}
      {lines.length ? (
        <>
          <h3 className="mt-4 text-sm font-semibold text-muted">{successPanel.sent}</h3>
          <dl className="mt-1 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            {lines.map((line) => (
              <div key={line.label} className="contents">
                <dt className="text-muted">{line.label}</dt>
                <dd className="break-words whitespace-pre-line">{line.value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      <h3 className="mt-4 text-sm font-semibold text-muted">{successPanel.next}</h3>
      <p className="mt-1">{catalogueEntry(kind).nextStep?.(site)}</p>
      {accepted.page ? (
        <p className="mt-3">
          <a href={accepted.page} className="font-semibold text-accent underline underline-offset-4">
            {successPanel.page}
          </a>
        </p>
      ) : null}
      {whatsapp ? (
        <a href={whatsapp} target="_blank" rel="noopener noreferrer" className="button-secondary mt-4 inline-flex">
          {successPanel.whatsapp}
        </a>
      ) : null}
    </section>
  )
}
