import { describe, expect, it } from 'vitest'
import { changesBetween } from './changes'

describe('what a change of a booking made different', () => {
  it('names each line whose value changed, with what it was and what it is', () => {
    expect(
      changesBetween(
        [
          { label: 'Package', value: 'Silver package' },
          { label: 'Hours', value: '2' },
        ],
        [
          { label: 'Package', value: 'Gold package' },
          { label: 'Hours', value: '2' },
          { label: 'Weeks', value: '4 weeks' },
        ],
      ),
    ).toEqual([
      { label: 'Package', from: 'Silver package', to: 'Gold package' },
      { label: 'Weeks', from: '—', to: '4 weeks' },
    ])
  })

  it('pairs an event moved past another with where it went, named by its number now, and leaves the others be', () => {
    const before = [
      { label: 'Event 1', value: 'Sat, 12 Dec 2026, 10:00 IST' },
      { label: 'Event 2', value: 'Sat, 12 Dec 2026, 19:00 IST' },
      { label: 'Event 3', value: 'Sun, 13 Dec 2026, 19:00 IST' },
    ]
    const after = [
      { label: 'Event 1', value: 'Sat, 12 Dec 2026, 10:00 IST' },
      { label: 'Event 2', value: 'Sun, 13 Dec 2026, 19:00 IST' },
      { label: 'Event 3', value: 'Mon, 14 Dec 2026, 19:00 IST' },
    ]
    expect(changesBetween(before, after)).toEqual([
      { label: 'Event 3', from: 'Sat, 12 Dec 2026, 19:00 IST', to: 'Mon, 14 Dec 2026, 19:00 IST' },
    ])
  })

  it('says an event that came or went with a dash on the other side', () => {
    expect(
      changesBetween(
        [{ label: 'Event 1', value: 'Sat, 12 Dec 2026, 10:00 IST' }],
        [
          { label: 'Event 1', value: 'Sat, 12 Dec 2026, 10:00 IST' },
          { label: 'Event 2', value: 'Sun, 13 Dec 2026, 19:00 IST' },
        ],
      ),
    ).toEqual([{ label: 'Event 2', from: '—', to: 'Sun, 13 Dec 2026, 19:00 IST' }])
  })
})
