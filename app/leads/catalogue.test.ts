import { describe, expect, it } from 'vitest'
import { businessFacts } from '~/content/shipped-facts'
import { renderPolicy } from '~/content/legal/policies.server'
import { collectedByForms, leadCatalogue, leadKinds, leadReference, mailingLists, referencedId } from './catalogue'

describe('the reference a visitor is given', () => {
  it('is unique to each kind of lead', () => {
    const prefixes = leadKinds.map((kind) => leadCatalogue[kind].referencePrefix)
    expect(new Set(prefixes).size).toBe(leadKinds.length)
  })

  it('names the lead, and the console reads it back however it is typed', () => {
    expect(leadReference('bookings', 12)).toBe('BK-12')
    expect(referencedId('bookings', 'BK-12')).toBe(12)
    expect(referencedId('bookings', ' bk 12 ')).toBe(12)
    expect(referencedId('bookings', 'BK#12')).toBe(12)
    expect(referencedId('bookings', 'PA-12')).toBeNull()
    expect(referencedId('bookings', 'Banjara Hills')).toBeNull()
  })
})

describe('the mailing lists', () => {
  it('each have a letter of their own in the links of their mails', () => {
    const codes = mailingLists.map((list) => list.linkCode)
    expect(codes).toEqual(expect.arrayContaining(['n', 'w']))
    expect(codes.every((code) => /^[a-z]$/.test(code))).toBe(true)
    expect(new Set(codes).size).toBe(mailingLists.length)
  })
})

describe('the privacy policy', () => {
  it('lists what the form of every kind of lead collects', () => {
    const { html } = renderPolicy('privacy', businessFacts, collectedByForms)
    for (const kind of leadKinds) {
      const { where, what } = leadCatalogue[kind].collected
      expect(html, kind).toContain(`<td>${where}</td>\n<td>${what}</td>`)
    }
  })
})
