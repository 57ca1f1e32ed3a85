import { describe, expect, it } from 'vitest'
import { type PressItem, confirmedCoverage, pressCards, pressReleases } from './press'
import { featuredIn } from './press-marks'
import { businessFacts } from './examples'
import { site, siteOf } from './site'

const story: PressItem = {
  id: 'daily-story',
  title: 'How ReelCraft delivers reels in ten minutes',
  source: 'The Daily Outlet',
  date: 'March 3, 2026',
  category: 'Featured',
  image: { src: '/blog/press/featured.webp', alt: 'A star between two phones playing reels' },
  url: 'https://daily-outlet.example/reelcraft',
  external: true,
  excerpt: 'An outlet’s own story.',
}

describe('press coverage and our releases', () => {
  it('credits no outlet while the business has confirmed no coverage', () => {
    expect(confirmedCoverage).toEqual([])
    expect(featuredIn(confirmedCoverage)).toEqual([])
  })

  it('fills the three press cards with our own releases, listed as ours and linked to our page', () => {
    const cards = pressCards(site, [])
    expect(cards).toHaveLength(3)
    for (const card of cards) {
      expect(card.source).toBe('ReelCraft press release')
      expect(card.category).toBe('Press Release')
      expect(card.external).toBe(false)
      expect(card.url).toMatch(/^\/press\/releases#/)
    }
    expect(cards.map((card) => card.id)).toEqual(
      pressReleases(site)
        .slice(0, 3)
        .map((release) => release.id),
    )
  })

  it('shows confirmed coverage first, credited to its outlet and linked to its story', () => {
    const cards = pressCards(site, [story])
    expect(cards[0]).toEqual(story)
    expect(cards.slice(1).every((card) => card.source === 'ReelCraft press release')).toBe(true)
    expect(featuredIn([story, ...cards.slice(1)])).toEqual([
      { id: 'daily-story', name: 'The Daily Outlet', coverage: { title: story.title, url: story.url } },
    ])
  })

  it('names the company as the business saved it in every release, without the example mark', () => {
    const saved = siteOf({
      ...businessFacts,
      company: { legalName: 'Reel Studio India Private Limited', confirmed: true },
    })
    const bodies = pressReleases(saved).flatMap((release) => release.body)
    // The two funding rounds and the patent application are announced by the company.
    expect(bodies.filter((paragraph) => paragraph.includes('Reel Studio India Private Limited today'))).toHaveLength(2)
    expect(bodies).toContain(
      "Hyderabad, December 15, 2023: Reel Studio India Private Limited has filed an Indian patent application titled 'System and Method for Automated Content Creator-Business Matchmaking Using AI'.",
    )
    expect(bodies.join(' ')).not.toContain('example company name')
  })
})
