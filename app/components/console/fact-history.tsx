import { Form } from 'react-router'
import { businessWords, factSections } from '~/content/business-console'
import type { HistoryEntry } from '~/server/console/fact-history.server'
import { formatTime } from './format'

/** The saved changes of the business's facts, newest first: who changed what, from what, and when; each undoable. */
export function FactHistory({
  entries,
  busy,
  showFact,
}: {
  entries: HistoryEntry[]
  busy: boolean
  showFact: boolean
}) {
  if (entries.length === 0) return <p className="mt-3 text-muted">{businessWords.noHistory}</p>
  return (
    <ol className="mt-4 flex flex-col gap-3">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-xl border border-ink-line bg-ink-raised p-4">
          <p className="text-sm text-muted">
            <span className="text-paper">
              {showFact ? `${factSections[entry.name].title}: ` : null}
              {businessWords.changeBy(entry.by)}
            </span>
            , {formatTime(entry.at, { zone: true })}
            {entry.undoes ? ` · ${businessWords.undid(entry.undoes)}` : null}
          </p>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {entry.differences.map((difference) => (
              <li key={difference.where} className="break-words">
                <span className="font-medium">{difference.where}</span>: {difference.from} → {difference.to}
              </li>
            ))}
          </ul>
          {entry.undoable ? (
            <Form method="post" className="mt-3">
              <input type="hidden" name="change" value={entry.id} />
              <button
                type="submit"
                name="intent"
                value="undo"
                className="button-secondary min-h-9 px-4"
                disabled={busy}
                aria-label={`${businessWords.undo}: ${factSections[entry.name].title}, ${formatTime(entry.at)}`}
              >
                {businessWords.undo}
              </button>
            </Form>
          ) : null}
        </li>
      ))}
    </ol>
  )
}
