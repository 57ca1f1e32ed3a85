import type { LeadLine } from '../fields'

// What a change of a booking made different, in the words people read the booking by: the lines of two readings
// of it, compared by label (docs/decisions/0097). A booking's events are numbered in the order they happen, so an
// event moved past another changes its number: numbered lines ('Event 2', 'Venue of event 3 (haldi)') are
// compared as a set, each one that went paired with one that came, in the order they happen, and named by its
// number now.

/** One line of a booking that a change made different. */
export type Change = { label: string; from: string; to: string }

/** The lines numbered by event, grouped by what they say of it: 'Event', 'Venue of event'. */
const numbered = /^(Event|Venue of event) \d+/

/** The lines that differ between two readings of a booking; a line only one of them has reads '—' in the other. */
export function changesBetween(before: readonly LeadLine[], after: readonly LeadLine[]): Change[] {
  const line = ({ label, value }: LeadLine) => ({ label, value: String(value) })
  const plain = (lines: readonly LeadLine[]) => lines.filter((each) => !numbered.test(each.label)).map(line)
  const earlier = new Map(plain(before).map((each) => [each.label, each.value]))
  const later = new Map(plain(after).map((each) => [each.label, each.value]))
  const labels = [...new Set([...earlier.keys(), ...later.keys()])]
  const changes = labels
    .filter((label) => earlier.get(label) !== later.get(label))
    .map((label) => ({ label, from: earlier.get(label) ?? '—', to: later.get(label) ?? '—' }))
  const groups = new Set([...before, ...after].flatMap((each) => numbered.exec(each.label)?.slice(1, 2) ?? []))
  for (const group of groups) {
    const inGroup = (lines: readonly LeadLine[]) =>
      lines.filter((each) => numbered.exec(each.label)?.[1] === group).map(line)
    const went = without(inGroup(before), inGroup(after))
    const came = without(inGroup(after), inGroup(before))
    for (let index = 0; index < Math.max(went.length, came.length); index++) {
      changes.push({
        label: came[index]?.label ?? went[index].label,
        from: went[index]?.value ?? '—',
        to: came[index]?.value ?? '—',
      })
    }
  }
  return changes
}

/** The lines of `lines` whose value `others` does not also have, one for one. */
function without(lines: { label: string; value: string }[], others: { value: string }[]) {
  const left = others.map((each) => each.value)
  return lines.filter((each) => {
    const found = left.indexOf(each.value)
    if (found < 0) return true
    left.splice(found, 1)
    return false
  })
}

/** A change as a line a mail or a page shows: 'Event 2: Sun, 13 Dec 2026, 19:00 IST → Tue, 15 Dec 2026, 19:00 IST'. */
export function changeLine(change: Change): LeadLine {
  return { label: change.label, value: `${change.from} → ${change.to}` }
}
