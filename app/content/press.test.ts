import { describe, expect, it } from 'vitest'
import { type PressItem, confirmedCoverage, pressCards, pressReleases } from './press'
import { featuredIn } from './press-marks'
import { businessFacts } from './shipped-facts'

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
    expect(confirmedCoverage(businessFacts.coverage)).toEqual([])
    expect(featuredIn(confirmedCoverage(businessFacts.coverage))).toEqual([])
  })

  it('fills the three press cards with our own releases, listed as ours and linked to our page', () => {
    const cards = pressCards(businessFacts, [])
    expect(cards).toHaveLength(3)
    for (const card of cards) {
      expect(card.source).toBe('ReelCraft press release')
      expect(card.category).toBe('Press Release')
      expect(card.external).toBe(false)
      expect(card.url).toMatch(/^\/press\/releases#/)
    }
    expect(cards.map((card) => card.id)).toEqual(
      pressReleases(businessFacts)
        .slice(0, 3)
        .map((release) => release.id),
    )
  })

  it('shows confirmed coverage first, credited to its outlet and linked to its story', () => {
    const cards = pressCards(businessFacts, [story])
    expect(cards[0]).toEqual(story)
    expect(cards.slice(1).every((card) => card.source === 'ReelCraft press release')).toBe(true)
    expect(featuredIn([story, ...cards.slice(1)])).toEqual([
      { id: 'daily-story', name: 'The Daily Outlet', coverage: { title: story.title, url: story.url } },
    ])
  })

  it('names the company as the business saved it in every release, without the example mark', () => {
    const saved = {
      ...businessFacts,
      company: { legalName: 'Reel Studio India Private Limited', confirmed: true },
    }
    const bodies = pressReleases(saved).flatMap((release) => release.body)
    // The two funding rounds and the patent application are announced by the company.
    expect(bodies.filter((paragraph) => paragraph.includes('Reel Studio India Private Limited today'))).toHaveLength(2)
    expect(bodies).toContain(
      "Hyderabad, December 15, 2023: Reel Studio India Private Limited has filed an Indian patent application titled 'System and Method for Automated Content Creator-Business Matchmaking Using AI'.",
    )
    expect(bodies.join(' ')).not.toContain('example company name')
  })
  it('tells of the funding, figures and patent as the business saved them', () => {
    const saved = {
      ...businessFacts,
      figures: { ...businessFacts.figures, reelMakers: { value: '310+', confirmed: true } },
      patent: { ...businessFacts.patent, title: 'A Saved Title', confirmed: true },
      funding: businessFacts.funding.map((round) => ({ ...round, amount: '₹9 crore', confirmed: true })),
    }
    const told = pressReleases(saved)
      .flatMap((release) => [release.title, release.summary, ...release.body])
      .join(' ')
    expect(told).toContain('passes 310+ reel-makers')
    expect(told).toContain("titled 'A Saved Title'")
    expect(told).toContain('closes a ₹9 crore')
    expect(told).not.toContain(businessFacts.funding[0].amount)
  })

  it('says what the newest round builds as what is still to come, and nothing of it once both are open', () => {
    const newest = (facts: typeof businessFacts) =>
      pressReleases(facts).find((release) => release.id.startsWith('funding-'))
    expect(newest(businessFacts)?.summary).toContain('online payment and the app, both coming soon')
    const open = {
      ...businessFacts,
      capabilities: { app: { live: true }, onlinePayment: { live: true }, wallet: { live: true } },
    }
    expect(newest(open)?.summary).not.toContain('coming soon')
    expect(newest(open)?.body.join(' ')).not.toContain('Until then')
  })
})
