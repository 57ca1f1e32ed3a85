import { describe, expect, it } from 'vitest'
import { durationInWords } from './backups'

describe('durationInWords', () => {
  it('says a length of time in the largest unit that reads whole', () => {
    expect(durationInWords(60 * 60_000)).toBe('1 hour')
    expect(durationInWords(90 * 60_000)).toBe('90 minutes')
    expect(durationInWords(2.5 * 3_600_000)).toBe('2 hours')
    expect(durationInWords(36 * 3_600_000)).toBe('36 hours')
    expect(durationInWords(3 * 86_400_000)).toBe('3 days')
    expect(durationInWords(45_000)).toBe('45 seconds')
    expect(durationInWords(1_500)).toBe('1 second')
    expect(durationInWords(200)).toBe('less than a second')
  })
})
