import { describe, expect, it } from 'vitest'
import { pageMeta } from './seo'

describe('pageMeta', () => {
  it('writes a description with line breaks (a CMS excerpt) on one line, in the meta and Open Graph tags', () => {
    const tags = pageMeta({ title: 'A post', description: '  First line of the excerpt.\n\nSecond  line.\r\n' })
    const descriptions = tags.filter((tag) => 'content' in tag && /description/.test(JSON.stringify(tag)))
    expect(descriptions).toHaveLength(3)
    for (const tag of descriptions) {
      expect(tag).toMatchObject({ content: 'First line of the excerpt. Second line.' })
    }
  })
})
