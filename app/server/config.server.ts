import { z } from 'zod'

// Every setting the server reads, validated once at start-up. A bad value stops the server with a
// message naming the variable.

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .url()
    .refine((value) => protocols.some((protocol) => value.startsWith(`${protocol}:`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    })
    .optional()

// A duration as people write it for a schedule: a whole number and its unit (`90s`, `30m`, `1h`, `1d`).
const durationUnits: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }
const duration = z
  .string()
  .trim()
  .regex(/^[1-9]\d*[smhd]$/, 'must be a whole number and a unit: s, m, h or d (such as 30m or 1h)')
  .transform((value) => Number(value.slice(0, -1)) * durationUnits[value.slice(-1)])

const hostName = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    SITE_URL: z
      .string()
      .url()
      .refine((value) => /^https?:\/\//.test(value), { message: 'must start with http:// or https://' })
      .transform((value) => value.replace(/\/+$/, ''))
      .default('http://localhost:3000'),
    DATABASE_URL: z
      .string()
      .trim()
      .refine((value) => /^(postgres|postgresql):\/\//.test(value) || /^(file:)?[^:]+$/.test(value), {
        message: 'must be a postgres:// URL or a SQLite file path',
      })
      .default('data/site.db'),
    // How many connections to PostgreSQL each instance may hold at once. Every instance holds its own, so
    // instances × this must stay below the server's max_connections (README, Production).
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1_000).default(10),
    DATA_DIR: z.string().default('data'),
    SMTP_URL: optionalUrl(['smtp', 'smtps']),
    MAIL_FROM: z.string().email().default('no-reply@reelcraft.in'),
    TEAM_INBOX: z.string().email().default('team@reelcraft.in'),
    // Checked as Ghost's own Content API client checks them: a protocol and no trailing slash; 26 hex characters.
    GHOST_URL: z
      .string()
      .trim()
      .refine((value) => /^https?:\/\//.test(value), { message: 'requires a protocol (http:// or https://)' })
      .refine((value) => !value.endsWith('/'), { message: 'must not have a trailing slash' })
      .optional(),
    GHOST_CONTENT_API_KEY: z
      .string()
      .trim()
      .regex(/^[0-9a-f]{26}$/, 'must be a 26 character hex string')
      .optional(),
    // What Ghost signs its webhooks with (the custom integration's webhooks in Ghost Admin): the address that tells
    // every instance a post changed answers only calls signed with it (README's Blog).
    GHOST_WEBHOOK_SECRET: z.string().trim().min(16, 'must be at least 16 characters').optional(),
    BLOG_CONTENT_DIR: z.string().default('content/blog'),
    // A folder every instance shares (deploy/compose.yaml's `assets` volume): each copies its build's scripts
    // there and serves those of other builds from it, so that a page never misses one while a deploy rolls.
    ASSETS_DIR: z.string().trim().optional(),
    // The hosts besides the Ghost URL's whose pictures the image endpoint fetches (over https), by host name.
    IMAGE_HOSTS: z
      .string()
      .trim()
      .transform((value) =>
        value
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      )
      .refine((hosts) => hosts.every((host) => hostName.test(host)), {
        message: 'must be host names such as images.unsplash.com, separated by commas',
      })
      .default(['images.unsplash.com', 'static.ghost.org']),
    // How much disk the image endpoint's resized pictures may take under DATA_DIR/images.
    IMAGE_CACHE_MB: z.coerce.number().int().min(16).default(512),
    // Address suggestions: the bundled gazetteer of Indian localities (no key, no network), or a
    // Nominatim-compatible service at GEO_API_URL (its key, if it needs one, in GEO_API_KEY).
    GEO_PROVIDER: z.enum(['gazetteer', 'nominatim']).default('gazetteer'),
    GEO_API_URL: z.string().url().default('https://nominatim.openstreetmap.org'),
    GEO_API_KEY: z.string().optional(),
    LAUNCH_AT: z
      .string()
      .refine((value) => !Number.isNaN(Date.parse(value)), { message: 'must be an ISO 8601 date and time' })
      .default('2027-03-01T09:00:00+05:30'),
    ANALYTICS_SCRIPT_URL: optionalUrl(['https']),
    // How the mail outbox paces itself: how often it looks for due mail, how long the first retry waits
    // (doubling after each failure), and how long a claimed message belongs to an instance that may have died.
    OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(5_000),
    OUTBOX_RETRY_MS: z.coerce.number().int().min(50).default(30_000),
    OUTBOX_LEASE_MS: z.coerce
      .number()
      .int()
      .min(500)
      .default(10 * 60_000),
    // How many connections the server holds open at once, and how long a request may take to arrive, headers
    // and body: a connection that sends a byte now and then is cut, so no visitor can hold the server.
    MAX_CONNECTIONS: z.coerce.number().int().min(10).default(1_000),
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(2).max(300).default(30),
    // Backups (docs/decisions/0099): a restic repository, any of its backends, and its password from a file or the
    // environment; with a repository the server takes a backup every BACKUP_INTERVAL.
    BACKUP_REPOSITORY: z.string().trim().optional(),
    BACKUP_PASSWORD_FILE: z.string().optional(),
    BACKUP_PASSWORD: z.string().optional(),
    BACKUP_INTERVAL: duration.default(60 * 60_000),
    // A staging site may show the business facts that are still examples at a public address; a public site may
    // not (docs/decisions/0103). With 1, start-up allows it and every page says the site shows examples.
    ALLOW_EXAMPLE_FACTS: z
      .enum(['0', '1'], { error: 'must be 1 or 0' })
      .default('0')
      .transform((value) => value === '1'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Which proxies may tell us the visitor's address (X-Forwarded-For): the rate limits count per visitor, so
    // behind a load balancer on another host its address or subnet must be listed here.
    TRUST_PROXY: z
      .string()
      .trim()
      .refine(
        (value) =>
          value
            .split(',')
            .every((item) => /^(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)$/.test(item.trim())),
        { message: 'must be loopback, linklocal, uniquelocal or IP addresses and subnets, separated by commas' },
      )
      .default('loopback'),
  })
  .refine(
    (env) =>
      env.BACKUP_REPOSITORY === undefined ||
      (env.BACKUP_PASSWORD_FILE === undefined) !== (env.BACKUP_PASSWORD === undefined),
    {
      message: 'needs its password: set BACKUP_PASSWORD_FILE or BACKUP_PASSWORD, not both',
      path: ['BACKUP_REPOSITORY'],
    },
  )
  .refine((env) => (env.GHOST_URL === undefined) === (env.GHOST_CONTENT_API_KEY === undefined), {
    message: 'GHOST_URL and GHOST_CONTENT_API_KEY must be set together',
    path: ['GHOST_URL'],
  })
  .refine((env) => env.GHOST_WEBHOOK_SECRET === undefined || env.GHOST_URL !== undefined, {
    message: 'is for Ghost: set GHOST_URL and GHOST_CONTENT_API_KEY too',
    path: ['GHOST_WEBHOOK_SECRET'],
  })

export type Config = z.infer<typeof envSchema>

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined>): Config {
  // An empty variable means "not set", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''))
  const result = envSchema.safeParse(present)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`)
  }
  return result.data
}

let current: Config | undefined

export function config(): Config {
  current ??= parseConfig(process.env)
  return current
}

/** What the browser may see of the configuration, and nothing more. */
export function publicConfig() {
  const { SITE_URL, LAUNCH_AT, ANALYTICS_SCRIPT_URL } = config()
  return { siteUrl: SITE_URL, launchAt: LAUNCH_AT, analyticsScriptUrl: ANALYTICS_SCRIPT_URL ?? null }
}
