import { describe, expect, it } from 'vitest'
import { businessFacts } from './examples'
import { pressKitHtml } from './press-kit'
import { siteOf } from './site'

describe('the press kit', () => {
  it('gives the press number and address as examples while they are', () => {
    const html = pressKitHtml(siteOf(businessFacts))
    expect(html).toContain(
      '<strong>Press contact:</strong> press@reelcraft.in (example e-mail address, not in service), +91 40 4520 1998 (example number, not in service)',
    )
  })

  it('gives the press number and address the business confirmed, the address linked', () => {
    const html = pressKitHtml(
      siteOf({
        ...businessFacts,
        phone: { ...businessFacts.phone, press: { number: '+91 40 4000 1235', confirmed: true } },
        email: { ...businessFacts.email, press: { address: 'media@reelcraft.co.in', confirmed: true } },
      }),
    )
    expect(html).toContain(
      '<strong>Press contact:</strong> <a href="mailto:media@reelcraft.co.in">media@reelcraft.co.in</a>, +91 40 4000 1235</p>',
    )
    expect(html).not.toContain('4520 1998')
    expect(html).not.toContain('press@reelcraft.in')
  })
})
