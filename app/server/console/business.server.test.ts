import { describe, expect, it } from 'vitest'
import { factNames } from '~/content/business-schema'
import { businessFacts } from '~/content/shipped-facts'
import { type FormNode, factForm } from './business.server'
import { factDifferences } from './fact-history.server'

// The Business section's forms are drawn from the facts' schema: every field it has must have words of its own.

function labels(node: FormNode): string[] {
  const children = node.kind === 'group' ? node.fields : node.kind === 'list' ? node.items : []
  return [node.label, ...children.flatMap(labels)]
}

describe("the Business section's forms", () => {
  it('give every field of every fact a label in words, not its name in the schema', () => {
    for (const name of factNames) {
      const { form } = factForm(name, businessFacts[name])
      for (const label of labels(form)) expect(label, name).toMatch(/^[A-Z(]|^\w+ \d/)
    }
  })

  it('say where a change was and from what to what, as the form labels it', () => {
    const before = businessFacts.team
    const after = before.map((member, index) => (index === 2 ? { ...member, bio: 'Leads engineering.' } : member))
    expect(factDifferences(before, after, ['team'])).toEqual([
      { where: 'Member 3 › Bio', from: before[2].bio, to: 'Leads engineering.' },
    ])
  })
})
