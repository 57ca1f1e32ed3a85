import { describe, expect, it } from 'vitest'
import { readingTimeLabel } from './reading-time'

describe('post reading time', () => {
  it("says '{n} min read'", () => {
    expect(readingTimeLabel(4)).toBe('4 min read')
  })
})
