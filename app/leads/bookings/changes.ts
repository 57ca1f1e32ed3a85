import type { LeadLine } from '../fields'

// What a change of a booking made different, in the words people read the booking by: the lines of two readings
// of it, compared by label (docs/decisions/0097).

/** One line of a booking that a change made different. */
export type Change = { label: string; from: string; to: string }

/** The lines that differ between two readings of a booking, by label; a line only one of them has reads '—' in the other. */
export function changesBetween(before: readonly LeadLine[], after: readonly LeadLine[]): Change[] {
  const earlier = new Map(before.map((line) => [line.label, String(line.value)]))
  const later = new Map(after.map((line) => [line.label, String(line.value)]))
  return [...new Set([...earlier.keys(), ...later.keys()])]
    .filter((label) => earlier.get(label) !== later.get(label))
    .map((label) => ({ label, from: earlier.get(label) ?? '—', to: later.get(label) ?? '—' }))
}

/** A change as a line a mail or a page shows: 'Event 2: Sun, 13 Dec 2026, 19:00 IST → Tue, 15 Dec 2026, 19:00 IST'. */
export function changeLine(change: Change): LeadLine {
  return { label: change.label, value: `${change.from} → ${change.to}` }
}
