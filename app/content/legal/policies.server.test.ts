import { describe, expect, test } from 'vitest'
import { formatPolicyDate } from './policies'
import { renderPolicy } from './policies.server'

describe('formatPolicyDate', () => {
  test('writes the day, the month in words and the year', () => {
    expect(formatPolicyDate('2026-11-21')).toBe('21 November 2026')
    expect(formatPolicyDate('2027-01-01')).toBe('1 January 2027')
  })
})

describe('renderPolicy', () => {
  test.each(['privacy', 'terms', 'cookies'] as const)('%s fills in every placeholder', (id) => {
    const { html } = renderPolicy(id)
    expect(html).not.toMatch(/\{\{|\}\}/)
    expect(html).toContain('ReelCraft Media Private Limited')
  })

  test('gives every section heading an id its table of contents links to', () => {
    const { html, sections } = renderPolicy('privacy')
    expect(sections.length).toBeGreaterThan(8)
    for (const section of sections) expect(html).toContain(`<h2 id="${section.id}">`)
    expect(sections).toContainEqual({ id: 'grievance-officer', title: 'Grievance Officer' })
  })

  test('puts each table in a scrollable region with a name', () => {
    const { html } = renderPolicy('cookies')
    expect(html).toMatch(
      /<div class="policy-table" role="region" tabindex="0" aria-label="Table: Name, Type, Purpose, How long"><table>/,
    )
  })
})
