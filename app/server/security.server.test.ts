import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { securityHeaders } from './security.server'

let server: http.Server | undefined

afterEach(() => server?.close())

async function headersFor(siteUrl: string) {
  const app = express()
  app.use(securityHeaders({ dev: false, siteUrl }))
  app.get('/', (_req, res) => {
    res.send('ok')
  })
  const listening = app.listen(0, '127.0.0.1')
  server = listening
  await new Promise((resolve) => listening.once('listening', resolve))
  const response = await fetch(`http://127.0.0.1:${(listening.address() as AddressInfo).port}/`)
  return response.headers
}

describe('security headers', () => {
  it('tell browsers to use HTTPS only, for a year and on every subdomain, when the site is served over HTTPS', async () => {
    const hsts = (await headersFor('https://reelcraft.in')).get('strict-transport-security') ?? ''
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 60 * 60)
    expect(hsts.split(';').map((part) => part.trim())).toContain('includeSubDomains')
  })

  it('say nothing about HTTPS when the site is served over plain HTTP', async () => {
    expect((await headersFor('http://localhost:3000')).get('strict-transport-security')).toBeNull()
  })
})
