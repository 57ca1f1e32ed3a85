import { Form } from 'react-router'
import { noteMaxLength } from '~/forms/console-rules'
import { ConsoleSection } from './console-section'
import { formatTime } from './format'
import { Status } from './status-message'

type Note = { id: number; body: string; staff_name: string; created_at: string }

type Props = {
  notes: Note[]
  result: { message?: string; error?: string } | null
  busy: boolean
}

/** The staff's internal notes on a lead, newest first, and the form that adds one. */
export function LeadNotes({ notes, result, busy }: Props) {
  return (
    <ConsoleSection id="notes" title="Internal notes" className="rounded-xl border border-ink-line bg-ink-raised p-4">
      <Form method="post" className="mt-3 flex flex-col gap-3" key={notes.length}>
        <Status result={result} />
        <input type="hidden" name="intent" value="note" />
        <label htmlFor="note-body" className="text-sm font-medium">
          New note (only staff see it)
        </label>
        <textarea
          id="note-body"
          name="body"
          required
          maxLength={noteMaxLength}
          rows={3}
          className="rounded-lg border border-ink-line bg-ink px-3 py-2 text-paper"
        />
        <button type="submit" className="button-primary self-start" disabled={busy}>
          Add note
        </button>
      </Form>
      {notes.length ? (
        <ul className="mt-4 flex flex-col gap-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg border border-ink-line p-3">
              <p className="break-words whitespace-pre-wrap">{note.body}</p>
              <p className="mt-2 text-xs text-muted">
                {note.staff_name} · {formatTime(note.created_at, { zone: true })}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </ConsoleSection>
  )
}
