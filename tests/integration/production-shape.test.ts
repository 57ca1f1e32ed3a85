import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { z } from 'zod'

// deploy/compose.yaml read as compose reads it (YAML with merge keys): CI has no Docker engine to start it, so
// deploy/check-compose.sh proves it where one runs, and this test holds the file to what README and nginx name.

const healthcheck = z.object({ test: z.array(z.string()) })
const service = z.object({
  image: z.string(),
  environment: z.record(z.string(), z.string()).default({}),
  volumes: z.array(z.string()).default([]),
  depends_on: z.record(z.string(), z.object({ condition: z.string() })).default({}),
  healthcheck: healthcheck.optional(),
})
const composeFile = z.object({
  services: z.record(z.string(), service),
  volumes: z.record(z.string(), z.null()),
})

const compose = composeFile.parse(parse(fs.readFileSync('deploy/compose.yaml', 'utf8'), { merge: true }))
const nginxConf = fs.readFileSync('deploy/nginx.conf', 'utf8')
const readme = fs.readFileSync('README.md', 'utf8')
const production = readme.slice(
  readme.indexOf('### Run it in production'),
  readme.indexOf('\n## ', readme.indexOf('### Run it in production')),
)

const instances = Object.keys(compose.services).filter((name) => name.startsWith('app-'))
const app = (name: string) => compose.services[name]
/** The volume a service mounts on this folder, by name. */
const volumeAt = (name: string, folder: string) =>
  app(name)
    .volumes.map((mount) => mount.split(':'))
    .find(([, target]) => target === folder)?.[0]

describe('the production shape in deploy/compose.yaml', () => {
  it('runs two instances of one image, PostgreSQL and nginx', () => {
    expect(instances).toEqual(['app-a', 'app-b'])
    expect(new Set(instances.map((name) => app(name).image)).size).toBe(1)
    expect(compose.services.db.image).toMatch(/^postgres:\d+$/)
    expect(compose.services.nginx.image).toMatch(/^nginx:/)
  })

  it('checks each instance on /readyz and PostgreSQL with pg_isready, and starts nothing before what it needs', () => {
    for (const name of instances) {
      expect(app(name).healthcheck?.test.join(' ')).toContain('http://127.0.0.1:3000/readyz')
      expect(app(name).depends_on.db).toEqual({ condition: 'service_healthy' })
      expect(compose.services.nginx.depends_on[name]).toEqual({ condition: 'service_healthy' })
    }
    expect(compose.services.db.healthcheck?.test).toContain('pg_isready')
  })

  it('puts every instance, and only those, in nginx’s upstream, each checked passively', () => {
    const upstream = [...nginxConf.matchAll(/^\s*server ([\w-]+):3000 (.*);$/gm)]
    expect(upstream.map(([, host]) => host)).toEqual(instances)
    for (const [, , parameters] of upstream) expect(parameters).toMatch(/max_fails=\d+ fail_timeout=\d+s/)
    expect(compose.services.nginx.volumes).toContain('./nginx.conf:/etc/nginx/nginx.conf:ro')
  })

  it('gives the instances one PostgreSQL, SMTP, one asset folder and one backup repository, and each its own data', () => {
    for (const name of instances) {
      const { environment } = app(name)
      expect(environment.DATABASE_URL).toMatch(/^postgres:\/\/site:\$\{POSTGRES_PASSWORD:\?[^}]+\}@db:5432\/site$/)
      expect(environment.SMTP_URL).toMatch(/^\$\{SMTP_URL:\?/)
      expect(volumeAt(name, environment.ASSETS_DIR)).toBe('assets')
      expect(volumeAt(name, '/app/backups')).toBe('backups')
      expect(environment.BACKUP_REPOSITORY.startsWith('/app/backups/')).toBe(true)
    }
    expect(instances.map((name) => volumeAt(name, '/app/data'))).toEqual(['data-a', 'data-b'])
    expect(volumeAt('db', '/var/lib/postgresql/data')).toBe('db')
  })

  it('declares every volume it mounts, and the image makes the folders they are mounted on its own', () => {
    const mounted = Object.values(compose.services)
      .flatMap(({ volumes }) => volumes.map((mount) => mount.split(':')[0]))
      .filter((source) => !source.startsWith('.') && !source.startsWith('$'))
    expect(new Set(mounted)).toEqual(new Set(Object.keys(compose.volumes)))
    const owned = /chown site ([^\n]+)/.exec(fs.readFileSync('Dockerfile', 'utf8'))?.[1].split(' ') ?? []
    for (const name of instances) for (const mount of app(name).volumes) expect(owned).toContain(mount.split(':')[1])
  })

  it('is what README’s “Run it in production” runs, naming its services and volumes as the file does', () => {
    expect(production).toContain('docker compose -f deploy/compose.yaml up')
    for (const name of [...Object.keys(compose.services), 'assets', 'backups'])
      expect(production).toContain(`\`${name}\``)
    const named = [...production.matchAll(/docker compose -f deploy\/compose\.yaml [^\n]*?((?:app-\w\s*)+)$/gm)]
    for (const [, services] of named) for (const name of services.trim().split(/\s+/)) expect(instances).toContain(name)
    expect(production).toContain('deploy/check-compose.sh')
  })
})
