import { describe, expect, it } from 'vitest'
import { parseConfig } from './config.server'

describe('configuration', () => {
  it('serves on the embedded defaults when nothing is set', () => {
    const config = parseConfig({})
    expect(config.PORT).toBe(3000)
    expect(config.DATABASE_URL).toBe('data/site.db')
    expect(config.SITE_URL).toBe('http://localhost:3000')
    expect(config.SMTP_URL).toBeUndefined()
  })

  it('trusts forwarded addresses only from the proxies it is told about', () => {
    expect(parseConfig({}).TRUST_PROXY).toBe('loopback')
    expect(parseConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::/8' }).TRUST_PROXY).toBe(
      'loopback, 10.0.0.0/8,fd00::/8',
    )
    expect(() => parseConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/)
    expect(() => parseConfig({ TRUST_PROXY: '10.0.0.0/8; rm -rf' })).toThrow(/TRUST_PROXY/)
  })

  it('treats an empty variable as not set', () => {
    expect(parseConfig({ PORT: '', SMTP_URL: '' }).PORT).toBe(3000)
  })

  it('names the variable that is wrong', () => {
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => parseConfig({ SITE_URL: 'example.in' })).toThrow(/SITE_URL/)
    expect(() => parseConfig({ DATABASE_URL: 'mysql://db/site' })).toThrow(/DATABASE_URL/)
    expect(() => parseConfig({ SMTP_URL: 'http://mail.example.in' })).toThrow(/SMTP_URL/)
    expect(() => parseConfig({ LAUNCH_AT: 'next spring' })).toThrow(/LAUNCH_AT/)
  })

  it('accepts a Ghost CMS only as the Ghost client would, and only with both its URL and key', () => {
    const key = '9ec95deeacfec0979336692829'
    const ghost = parseConfig({ GHOST_URL: 'https://blog.reelcraft.in', GHOST_CONTENT_API_KEY: key })
    expect(ghost.GHOST_URL).toBe('https://blog.reelcraft.in')
    expect(ghost.GHOST_CONTENT_API_KEY).toBe(key)
    expect(() => parseConfig({ GHOST_URL: 'blog.reelcraft.in', GHOST_CONTENT_API_KEY: key })).toThrow(
      /GHOST_URL: requires a protocol/,
    )
    expect(() => parseConfig({ GHOST_URL: 'https://blog.reelcraft.in/', GHOST_CONTENT_API_KEY: key })).toThrow(
      /GHOST_URL: must not have a trailing slash/,
    )
    expect(() => parseConfig({ GHOST_URL: 'https://blog.reelcraft.in', GHOST_CONTENT_API_KEY: 'abc123' })).toThrow(
      /GHOST_CONTENT_API_KEY: must be a 26 character hex string/,
    )
    expect(() => parseConfig({ GHOST_URL: 'https://blog.reelcraft.in' })).toThrow(/GHOST_URL.*set together/)
    expect(() => parseConfig({ GHOST_CONTENT_API_KEY: key })).toThrow(/GHOST_CONTENT_API_KEY must be set together/)
  })

  it("takes the secret of Ghost's webhooks only with Ghost, and only one long enough", () => {
    const ghost = { GHOST_URL: 'https://blog.reelcraft.in', GHOST_CONTENT_API_KEY: '9ec95deeacfec0979336692829' }
    const secret = 'a secret shared with Ghost only'
    expect(parseConfig({ ...ghost, GHOST_WEBHOOK_SECRET: secret }).GHOST_WEBHOOK_SECRET).toBe(secret)
    expect(() => parseConfig({ ...ghost, GHOST_WEBHOOK_SECRET: 'too short' })).toThrow(
      /GHOST_WEBHOOK_SECRET: must be at least 16 characters/,
    )
    expect(() => parseConfig({ GHOST_WEBHOOK_SECRET: secret })).toThrow(/GHOST_WEBHOOK_SECRET: is for Ghost/)
  })

  it("fetches pictures from Unsplash and Ghost's own host unless told which hosts, and only host names", () => {
    expect(parseConfig({}).IMAGE_HOSTS).toEqual(['images.unsplash.com', 'static.ghost.org'])
    expect(parseConfig({ IMAGE_HOSTS: ' cdn.example.in, Images.Example.COM ' }).IMAGE_HOSTS).toEqual([
      'cdn.example.in',
      'images.example.com',
    ])
    expect(() => parseConfig({ IMAGE_HOSTS: 'https://cdn.example.in' })).toThrow(/IMAGE_HOSTS/)
    expect(() => parseConfig({ IMAGE_HOSTS: 'cdn.example.in/path' })).toThrow(/IMAGE_HOSTS/)
    expect(() => parseConfig({ IMAGE_CACHE_MB: '1' })).toThrow(/IMAGE_CACHE_MB/)
  })

  it('holds ten connections to PostgreSQL unless told how many, and at least one', () => {
    expect(parseConfig({}).DATABASE_POOL_SIZE).toBe(10)
    expect(parseConfig({ DATABASE_POOL_SIZE: '4' }).DATABASE_POOL_SIZE).toBe(4)
    expect(() => parseConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/)
    expect(() => parseConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/)
  })

  it('takes a backup hourly once a repository is named, and needs its password from a file or the environment', () => {
    expect(parseConfig({}).BACKUP_REPOSITORY).toBeUndefined()
    expect(parseConfig({}).BACKUP_INTERVAL).toBe(60 * 60_000)
    const withFile = parseConfig({
      BACKUP_REPOSITORY: 's3:s3.example.in/site',
      BACKUP_PASSWORD_FILE: '/run/secrets/backup',
    })
    expect(withFile.BACKUP_PASSWORD_FILE).toBe('/run/secrets/backup')
    expect(
      parseConfig({ BACKUP_REPOSITORY: '/mnt/backup', BACKUP_PASSWORD: 'x', BACKUP_INTERVAL: '30m' }).BACKUP_INTERVAL,
    ).toBe(30 * 60_000)
    expect(parseConfig({ BACKUP_INTERVAL: '1d' }).BACKUP_INTERVAL).toBe(86_400_000)
    expect(() => parseConfig({ BACKUP_REPOSITORY: '/mnt/backup' })).toThrow(/BACKUP_REPOSITORY: needs its password/)
    expect(() =>
      parseConfig({
        BACKUP_REPOSITORY: '/mnt/backup',
        BACKUP_PASSWORD: 'x',
        BACKUP_PASSWORD_FILE: '/run/secrets/backup',
      }),
    ).toThrow(/BACKUP_REPOSITORY: needs its password: set BACKUP_PASSWORD_FILE or BACKUP_PASSWORD, not both/)
    expect(() => parseConfig({ BACKUP_INTERVAL: 'hourly' })).toThrow(
      /BACKUP_INTERVAL: must be a whole number and a unit/,
    )
    expect(() => parseConfig({ BACKUP_INTERVAL: '0m' })).toThrow(/BACKUP_INTERVAL/)
  })

  it('accepts a PostgreSQL URL and drops a trailing slash from the site URL', () => {
    const config = parseConfig({ DATABASE_URL: 'postgres://app@db:5432/site', SITE_URL: 'https://reelcraft.in/' })
    expect(config.DATABASE_URL).toBe('postgres://app@db:5432/site')
    expect(config.SITE_URL).toBe('https://reelcraft.in')
  })
})
