import { describe, expect, test } from 'vitest'
import { businessFacts } from '../shipped-facts'
import { formatPolicyDate } from './policies'
import { renderPolicy } from './policies.server'

describe('formatPolicyDate', () => {
  test('writes the day, the month in words and the year', () => {
    expect(formatPolicyDate('2026-11-21')).toBe('21 November 2026')
    expect(formatPolicyDate('2027-01-01')).toBe('1 January 2027')
  })
})

// What a form collects, as a kind of lead gives it to the privacy policy.
const collected = [{ where: 'Contact form', what: 'Name, e-mail address and your message' }]

describe('renderPolicy', () => {
  test.each(['privacy', 'terms', 'cookies'] as const)('%s fills in every placeholder', (id) => {
    const { html } = renderPolicy(id, businessFacts, collected)
    expect(html).not.toMatch(/\{\{|\}\}/)
    expect(html).toContain('ReelCraft Media Private Limited')
  })

  test('gives every section heading an id its table of contents links to', () => {
    const { html, sections } = renderPolicy('privacy', businessFacts, collected)
    expect(sections.length).toBeGreaterThan(8)
    for (const section of sections) expect(html).toContain(`<h2 id="${section.id}">`)
    expect(sections).toContainEqual({ id: 'grievance-officer', title: 'Grievance Officer' })
  })

  test('puts each table in a scrollable region with a name', () => {
    const { html } = renderPolicy('cookies', businessFacts)
    expect(html).toMatch(
      /<div class="policy-table" role="region" tabindex="0" aria-label="Table: Name, Type, Purpose, How long"><table>/,
    )
  })

  test.each(['privacy', 'terms', 'cookies'] as const)(
    '%s quotes the phone, address and grievance officer the business confirmed, not the examples',
    (id) => {
      const facts = {
        ...businessFacts,
        phone: { ...businessFacts.phone, main: { number: '+91 40 4000 1234', confirmed: true } },
        address: { ...businessFacts.address, street: '12 Road No. 36, Jubilee Hills', confirmed: true },
        grievanceOfficer: { ...businessFacts.grievanceOfficer, email: 'dpo@reelcraft.co.in', confirmed: true },
      }
      const { html } = renderPolicy(id, facts, collected)
      expect(html).toContain('+91 40 4000 1234')
      expect(html).not.toContain('+91 40 4520 1999')
      expect(html).toContain('12 Road No. 36, Jubilee Hills')
      expect(html).toContain('<a href="mailto:dpo@reelcraft.co.in">dpo@reelcraft.co.in</a>')
      expect(html).not.toContain('privacy@reelcraft.in')
    },
  )

  test('lists in the privacy policy what each form collects, and refuses to render it without them', () => {
    const { html } = renderPolicy('privacy', businessFacts, collected)
    expect(html).toMatch(/<tr>\s*<td>Contact form<\/td>\s*<td>Name, e-mail address and your message<\/td>\s*<\/tr>/)
    expect(() => renderPolicy('privacy', businessFacts)).toThrow('{{collected}}')
  })

  test('writes an example phone number as one', () => {
    const { html } = renderPolicy('privacy', businessFacts, collected)
    expect(html).toContain('+91 40 4520 1999 (example number, not in service)')
  })
})
