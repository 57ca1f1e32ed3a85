import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leadApi } from '~/leads/api.server'
import { buildGazetteer } from '~/server/gazetteer-build.server'
import { gazetteerProvider, nominatimProvider } from '~/server/geo.server'
import { type TestDatabase, createTestDatabase } from '../support/database'

async function listen(app: express.Express) {
  const server = await new Promise<http.Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s))
  })
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

describe('address suggestions from the bundled gazetteer', () => {
  const gazetteer = gazetteerProvider()

  it('suggests Indian localities for what was typed, with district, state and PIN', async () => {
    const results = await gazetteer.search('jubilee hills 500033', 8)
    expect(results.length).toBeGreaterThan(0)
    expect(results[0].label).toBe('Jubilee Hills, Shaikpet, Hyderabad, Telangana 500033')
  })

  it('narrows by every word typed', async () => {
    const results = await gazetteer.search('madhapur hyderabad', 8)
    expect(results.every((r) => /madhapur/i.test(r.label) && /hyderabad/i.test(r.label))).toBe(true)
  })

  it('answers a word that one post office without a PIN code also holds', async () => {
    const results = await gazetteer.search('tamil', 8)
    expect(results).toHaveLength(8)
    expect(results.every((r) => /Tamil/.test(r.label) && /\d{6}$/.test(r.label))).toBe(true)
  })

  it('answers from the file the build makes as it does from the packages', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gazetteer-')), 'gazetteer.json')
    fs.writeFileSync(file, JSON.stringify(buildGazetteer()))
    const fromFile = gazetteerProvider(file)
    for (const query of ['jubilee hills 500033', 'madhapur hyderabad', 'siripuram', '530003', 'kukatpalli', 'tam']) {
      expect(await fromFile.search(query, 8), query).toEqual(await gazetteer.search(query, 8))
    }
    expect(await fromFile.reverse(17.7231, 83.3012)).toEqual(await gazetteer.reverse(17.7231, 83.3012))
  })

  it('finds the nearest town for a position in India and nothing outside it', async () => {
    const place = await gazetteer.reverse(17.4326, 78.4071)
    expect(place?.label).toMatch(/Telangana, India$/)
    expect(place?.label).toMatch(/India$/)
    expect(await gazetteer.reverse(51.5, -0.12)).toBeNull()
  })
})

describe('the geo endpoints', () => {
  let database: TestDatabase
  let api: Awaited<ReturnType<typeof listen>>
  let stand: Awaited<ReturnType<typeof listen>>
  const asked: string[] = []

  beforeAll(async () => {
    database = await createTestDatabase('sqlite')
    // A local stand-in for a Nominatim service.
    const fake = express()
    fake.get('/search', (req, res) => {
      asked.push(req.originalUrl)
      res.json([{ display_name: 'Banjara Hills, Hyderabad, Telangana, India', lat: '17.41', lon: '78.44' }])
    })
    fake.get('/reverse', (req, res) => {
      asked.push(req.originalUrl)
      res.json({ display_name: 'Road No. 36, Jubilee Hills, Hyderabad, India', lat: '17.43', lon: '78.40' })
    })
    stand = await listen(fake)
    const app = express()
    app.use('/api', leadApi({ handle: database, geo: nominatimProvider(stand.url, 'test-key') }))
    api = await listen(app)
  })
  afterAll(async () => {
    api.server.close()
    stand.server.close()
    await database.drop()
  })

  it('asks the configured provider about India only and answers its suggestions', async () => {
    const answer = await fetch(`${api.url}/api/geo/search?q=banjara`).then((r) => r.json())
    // The well-known locality by the name people use comes first, then the provider's places.
    expect(answer).toEqual({
      results: [
        { label: 'Banjara Hills, Hyderabad' },
        { label: 'Banjara Hills, Hyderabad, Telangana, India', lat: 17.41, lon: 78.44 },
      ],
    })
    expect(asked.at(-1)).toMatch(/countrycodes=in/)
    expect(asked.at(-1)).toMatch(/key=test-key/)
  })

  it('narrows suggestions to the chosen city and finds localities by their common names', async () => {
    const hitec = await fetch(`${api.url}/api/geo/search?q=hitec&city=Hyderabad`).then((r) => r.json())
    expect(hitec.results[0]).toEqual({ label: 'HITEC City, Hyderabad' })
    expect(new URL(asked.at(-1) ?? '', api.url).searchParams.get('q')).toMatch(/^hitec (Hyderabad|Rangareddy|Medchal)$/)
    const vizag = await fetch(`${api.url}/api/geo/search?q=vizag&city=Vizag`).then((r) => r.json())
    expect(vizag.results[0]).toEqual({ label: 'Visakhapatnam' })
    const elsewhere = await fetch(`${api.url}/api/geo/search?q=koramangala&city=Hyderabad`).then((r) => r.json())
    expect(elsewhere.results.map((place: { label: string }) => place.label)).not.toContain('Koramangala, Bengaluru')
  })

  it('reverse geocodes a position in India', async () => {
    const answer = await fetch(`${api.url}/api/geo/reverse?lat=17.43&lon=78.40`).then((r) => r.json())
    expect(answer.result.label).toBe('Road No. 36, Jubilee Hills, Hyderabad, India')
  })

  it('passes the geocoder a position rounded to about 100 m, never the precise one', async () => {
    const answer = await fetch(`${api.url}/api/geo/reverse?lat=17.4326491&lon=78.4071183`)
    expect(answer.status).toBe(200)
    const sent = new URL(asked.at(-1) ?? '', stand.url).searchParams
    expect([sent.get('lat'), sent.get('lon')]).toEqual(['17.433', '78.407'])
  })

  it('refuses bad queries with 400 and positions outside India with 404', async () => {
    expect((await fetch(`${api.url}/api/geo/search?q=a`)).status).toBe(400)
    expect((await fetch(`${api.url}/api/geo/search?q=${'a'.repeat(101)}`)).status).toBe(400)
    expect((await fetch(`${api.url}/api/geo/reverse?lat=north&lon=1`)).status).toBe(400)
    expect((await fetch(`${api.url}/api/geo/reverse?lat=51.5&lon=-0.12`)).status).toBe(404)
  })

  it('answers 503 with a message when the provider is down', async () => {
    stand.server.close()
    const response = await fetch(`${api.url}/api/geo/search?q=banjara`)
    expect(response.status).toBe(503)
    expect((await response.json()).error).toMatch(/type the address/)
  })
})
