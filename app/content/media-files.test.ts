import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { homeHeroOf } from './home'
import { figureWords } from './figures'
import { businessFacts } from './shipped-facts'
import { coverage } from './business'
import { reelCategories, reels } from './reels'
import { teamFrom } from './team'
import { testimonials as shippedTestimonials } from './business'
import { testimonialPortrait } from './testimonials'
import { timelineOf } from './timeline'

const team = teamFrom(businessFacts.team)
const timeline = timelineOf(businessFacts)
const homeHero = homeHeroOf(figureWords(businessFacts.figures))

const publicDir = path.resolve(import.meta.dirname, '..', '..', 'public')
const sizeOf = (url: string) => fs.statSync(path.join(publicDir, url)).size
const KB = 1024

describe('the content the spec counts', () => {
  test('nine testimonials, twelve team members, eleven milestones', () => {
    expect(shippedTestimonials).toHaveLength(9)
    expect(team).toHaveLength(12)
    expect(timeline).toHaveLength(11)
  })

  test('about 37 reels with unique ids, and every category has some', () => {
    expect(reels).toHaveLength(37)
    expect(new Set(reels.map((reel) => reel.id)).size).toBe(37)
    for (const category of reelCategories.filter((category) => category !== 'All')) {
      expect(
        reels.some((reel) => reel.category === category),
        category,
      ).toBe(true)
    }
  })
})

describe('every picture and clip the pages name ships in public/', () => {
  const images = [
    ...team.map((member) => member.image),
    ...shippedTestimonials.map((testimonial) => testimonialPortrait(testimonial.id)),
    ...coverage.flatMap((story) => [story.image.src, ...(story.logo ? [story.logo] : [])]),
    ...reels.map((reel) => reel.poster),
    homeHero.dashboard.mobile.src,
    homeHero.dashboard.desktop.src,
  ]
  const clips = [...new Set(reels.map((reel) => reel.video))]

  test.each(images)('%s exists and is under 200 KB', (url) => {
    expect(sizeOf(url)).toBeLessThan(200 * KB)
  })

  test.each(clips)('%s exists and is under 150 KB', (url) => {
    expect(sizeOf(url)).toBeLessThan(150 * KB)
  })

  test('all of it together stays under 8 MB', () => {
    const total = [...new Set([...images, ...clips])].reduce((sum, url) => sum + sizeOf(url), 0)
    expect(total).toBeLessThan(8 * 1024 * KB)
  })
})
