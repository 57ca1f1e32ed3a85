import { describe, expect, it } from 'vitest'
import { businessFacts } from './shipped-facts'
import { pressKitHtml } from './press-kit'

describe('the press kit', () => {
  it('gives the press number and address as examples while they are', () => {
    const html = pressKitHtml(businessFacts)
    expect(html).toContain(
      '<strong>Press contact:</strong> press@reelcraft.in (example e-mail address, not in service), +91 40 4520 1998 (example number, not in service)',
    )
  })

  it('gives the press number and address the business confirmed, the address linked', () => {
    const html = pressKitHtml({
      ...businessFacts,
      phone: { ...businessFacts.phone, press: { number: '+91 40 4000 1235', confirmed: true } },
      email: { ...businessFacts.email, press: { address: 'media@reelcraft.co.in', confirmed: true } },
    })
    expect(html).toContain(
      '<strong>Press contact:</strong> <a href="mailto:media@reelcraft.co.in">media@reelcraft.co.in</a>, +91 40 4000 1235</p>',
    )
    expect(html).not.toContain('4520 1998')
    expect(html).not.toContain('press@reelcraft.in')
  })
  it('quotes the figures and founders as the business saved them', () => {
    const html = pressKitHtml({
      ...businessFacts,
      figures: { ...businessFacts.figures, reelMakers: { value: '310+', confirmed: true } },
      team: businessFacts.team.map((member, index) =>
        index === 0 ? { ...member, name: 'Meera Saved', confirmed: true } : member,
      ),
    })
    expect(html).toContain('310+')
    expect(html).not.toContain(businessFacts.figures.reelMakers.value)
    expect(html).toContain('Meera Saved')
  })
})
