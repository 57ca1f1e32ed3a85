import { describe, expect, it } from 'vitest'
import { patent as application } from './business'
import { type DatedStep, overdueDatedFacts, patentAsOf, stepStatuses } from './patent'

const steps: DatedStep[] = [
  { title: 'Initial Filing', date: 'Dec 2023', from: '2023-12-15', until: '2023-12-15', done: true, description: 'x' },
  {
    title: 'Technical Review',
    date: 'Jan 2024',
    from: '2024-01-01',
    until: '2024-01-31',
    done: false,
    description: 'x',
  },
  {
    title: 'Final Examination',
    date: 'Q2 2024',
    from: '2024-04-01',
    until: '2024-06-30',
    done: false,
    description: 'x',
  },
]

describe('the dated steps of the patent application', () => {
  it('are upcoming before their days, in progress during them and overdue after them, never in progress late', () => {
    expect(stepStatuses(steps, '2023-12-31')).toEqual(['Completed', 'Upcoming', 'Upcoming'])
    expect(stepStatuses(steps, '2024-01-15')).toEqual(['Completed', 'In Progress', 'Upcoming'])
    expect(stepStatuses(steps, '2024-02-01')).toEqual(['Completed', 'Overdue', 'Upcoming'])
    // The examination's quarter has come, but the review before it is not done.
    expect(stepStatuses(steps, '2024-05-01')).toEqual(['Completed', 'Overdue', 'Upcoming'])
    expect(stepStatuses(steps, '2024-07-01')).toEqual(['Completed', 'Overdue', 'Overdue'])
    expect(stepStatuses(steps, '2026-11-27')).toEqual(['Completed', 'Overdue', 'Overdue'])
  })

  it('a step is in progress in its days once the one before is done, and completed once marked done', () => {
    const reviewed = steps.map((step, index) => (index === 1 ? { ...step, done: true } : step))
    expect(stepStatuses(reviewed, '2024-05-01')).toEqual(['Completed', 'Completed', 'In Progress'])
    expect(stepStatuses(reviewed, '2024-07-01')).toEqual(['Completed', 'Completed', 'Overdue'])
  })

  it('an overdue step says when it was expected', () => {
    const page = patentAsOf('2024-07-01', { ...application, steps })
    expect(page.steps.map((step) => step.when)).toEqual([
      'Dec 2023',
      'Expected Jan 2024, not yet decided',
      'Expected Q2 2024, not yet decided',
    ])
  })

  it('counts the processing time, the phase and the completion from the dates and the steps done', () => {
    const page = patentAsOf('2026-11-27', { ...application, steps })
    expect(page.stats.map((stat) => [stat.label, stat.value, stat.detail])).toEqual([
      ['Processing Time', '1,078 days', 'Since the application was filed on December 15, 2023'],
      ['Review Phase', '2 of 3', 'Technical Review, expected Jan 2024'],
      ['Completion', '33%', '1 of 3 steps completed'],
    ])
    expect(page.completionPercent).toBe(33)
    expect(page.banner.text).toBe(
      'Our application has passed its initial filing. The technical review was expected in Jan 2024 and has not been decided yet. We will share each step here as it happens.',
    )
    expect(patentAsOf('2024-01-15', { ...application, steps }).banner.text).toBe(
      'Our application has passed its initial filing. It is now in technical review. We will share each step here as it happens.',
    )
  })

  it('content:check names the steps the page shows as overdue, by the same rule', () => {
    expect(overdueDatedFacts({ patent: { ...application, steps } }, '2024-02-01')).toEqual([
      "patent.steps: 'Technical Review' (Jan 2024) was due by 2024-01-31 and is not marked done",
    ])
  })
})
