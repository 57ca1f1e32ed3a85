import { describe, expect, it } from 'vitest'
import { pageMeta } from './seo'
import { siteOf } from '~/content/site-of'
import { businessFacts } from '~/content/shipped-facts'

describe('pageMeta', () => {
  it('writes a description with line breaks (a CMS excerpt) on one line, in the meta and Open Graph tags', () => {
    const tags = pageMeta({ title: 'A post', description: '  First line of the excerpt.\n\nSecond  line.\r\n' }, [])
    const descriptions = tags.filter((tag) => 'content' in tag && /description/.test(JSON.stringify(tag)))
    expect(descriptions).toHaveLength(3)
    for (const tag of descriptions) {
      expect(tag).toMatchObject({ content: 'First line of the excerpt. Second line.' })
    }
  })

  it('names the brand as the root’s loader gave it, and no brand where the root’s data is missing', () => {
    const site = { ...siteOf(businessFacts), brand: 'Reelwise' }
    expect(pageMeta({ title: 'About Us', description: 'Us.' }, [{ id: 'root', loaderData: { site } }])[0]).toEqual({
      title: 'About Us | Reelwise',
    })
    expect(pageMeta({ title: 'About Us', description: 'Us.' }, [])[0]).toEqual({ title: 'About Us' })
  })
})
