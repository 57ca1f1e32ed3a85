import { describe, expect, it } from 'vitest'
import { confirmedFacts } from '../../tests/fixtures/business-facts'
import { examplesBanner } from '~/content/example-marks'
import { businessFacts } from '~/content/shipped-facts'
import { examplesBannerOfSite, isPublicAddress, refuseExamplesInPublic } from './business-facts.server'
import { parseConfig } from './config.server'

// A public site never starts on example facts unless its operator says it is a staging site, which then says so.

describe('whether the site is at a public address', () => {
  it.each([
    'http://localhost:3000',
    'http://app.localhost',
    'http://127.0.0.1:3100',
    'http://10.0.0.12',
    'http://172.20.1.5:8080',
    'http://192.168.1.20',
    'http://169.254.10.10',
    'http://[::1]:3000',
    'http://[fd12:3456::1]',
  ])('%s is not', (siteUrl) => {
    expect(isPublicAddress(siteUrl)).toBe(false)
  })

  it.each(['https://reelcraft.in', 'https://staging.reelcraft.in', 'http://203.0.114.7', 'http://[2606:4700::1111]'])(
    '%s is',
    (siteUrl) => {
      expect(isPublicAddress(siteUrl)).toBe(true)
    },
  )
})

describe('the start-up of a site while facts are examples', () => {
  const publicSite = parseConfig({ SITE_URL: 'https://reelcraft.in' })

  it('refuses a public address, and says how to start a staging site', () => {
    expect(() => refuseExamplesInPublic(publicSite, businessFacts)).toThrow(
      /^SITE_URL https:\/\/reelcraft\.in is a public address/,
    )
    expect(() => refuseExamplesInPublic(publicSite, businessFacts)).toThrow(
      'set ALLOW_EXAMPLE_FACTS=1 for a staging site',
    )
  })

  it('allows a public address once every fact is confirmed, or with ALLOW_EXAMPLE_FACTS=1', () => {
    expect(() => refuseExamplesInPublic(publicSite, confirmedFacts())).not.toThrow()
    const staging = parseConfig({ SITE_URL: 'https://reelcraft.in', ALLOW_EXAMPLE_FACTS: '1' })
    expect(() => refuseExamplesInPublic(staging, businessFacts)).not.toThrow()
  })

  it('allows the address of this machine or a private network', () => {
    expect(() => refuseExamplesInPublic(parseConfig({}), businessFacts)).not.toThrow()
  })

  it('takes ALLOW_EXAMPLE_FACTS as 1 or 0, and refuses any other value', () => {
    expect(parseConfig({}).ALLOW_EXAMPLE_FACTS).toBe(false)
    expect(parseConfig({ ALLOW_EXAMPLE_FACTS: '0' }).ALLOW_EXAMPLE_FACTS).toBe(false)
    expect(() => parseConfig({ ALLOW_EXAMPLE_FACTS: 'yes' })).toThrow('ALLOW_EXAMPLE_FACTS: must be 1 or 0')
  })
})

describe("a staging site's banner", () => {
  const staging = parseConfig({ ALLOW_EXAMPLE_FACTS: '1' })

  it('is shown with ALLOW_EXAMPLE_FACTS=1 while any fact is an example', () => {
    expect(examplesBannerOfSite(businessFacts, staging)).toEqual(examplesBanner)
  })

  it('is not shown without the flag, nor once every fact is confirmed', () => {
    expect(examplesBannerOfSite(businessFacts, parseConfig({}))).toBeNull()
    expect(examplesBannerOfSite(confirmedFacts(), staging)).toBeNull()
  })
})
