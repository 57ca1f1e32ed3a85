import { describe, expect, it } from 'vitest'
import { type DatedStep, stepAsOf } from './patent'

const step: DatedStep = {
  title: 'Final Examination',
  date: 'Q2 2024',
  from: '2024-04-01',
  done: false,
  description: 'x',
}

describe('a dated step of the patent application', () => {
  it('is upcoming only until its day, then in progress until it is marked done', () => {
    expect(stepAsOf(step, '2024-03-31').status).toBe('Upcoming')
    expect(stepAsOf(step, '2024-04-01').status).toBe('In Progress')
    expect(stepAsOf(step, '2026-11-27').status).toBe('In Progress')
    expect(stepAsOf({ ...step, done: true }, '2026-11-27').status).toBe('Completed')
  })
})
