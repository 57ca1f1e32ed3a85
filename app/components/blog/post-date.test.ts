import { describe, expect, it } from 'vitest'
import { formatPostDate, readingTimeLabel } from './post-date'

describe('post dates', () => {
  it("shows 'MMM dd, yyyy'", () => {
    expect(formatPostDate('2025-01-05T10:00:00.000+00:00')).toBe('Jan 05, 2025')
  })

  it('dates a post by the calendar in India', () => {
    expect(formatPostDate('2026-10-27T19:00:00Z')).toBe('Oct 28, 2026')
  })

  it("says '{n} min read'", () => {
    expect(readingTimeLabel(4)).toBe('4 min read')
  })
})
