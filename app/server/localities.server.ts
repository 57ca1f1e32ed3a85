import { promises } from '~/content/promises'
import { type CityLocalities, localities, plainWords } from '~/content/localities'
import type { GeoProvider, Place } from './geo.server'

// Address suggestions for the enquiry form: the well-known localities of the chosen city by the names people
// use (app/content/localities.ts) first, then the geocoder's places in that city; without a city, in any of
// the cities we serve first, then anywhere in India.

type City = (typeof promises.cities)[number]

function isCity(value: string | undefined): value is City {
  return (promises.cities as readonly string[]).includes(value ?? '')
}

function knownLocalities(city: CityLocalities, words: string[]) {
  return city.localities
    .map((locality) => {
      const names = [locality.name, ...(locality.also ?? [])].map(plainWords)
      const haystack = [...names, ...city.gazetteerNames.map(plainWords)].join(' ')
      if (!words.every((word) => haystack.includes(word))) return null
      // A locality whose own name (or another name of it) starts with what was typed comes first.
      const rank = names.some((name) => name.startsWith(words.join(' '))) ? 0 : 1
      const label = locality.name === city.name ? city.name : `${locality.name}, ${city.name}`
      return { label, rank }
    })
    .filter((found) => found !== null)
}

export async function searchPlaces(
  provider: GeoProvider,
  query: string,
  city: string | undefined,
  limit: number,
): Promise<Place[]> {
  const words = plainWords(query).split(' ').filter(Boolean)
  if (words.length === 0) return []
  const cities = isCity(city) ? [localities[city]] : Object.values(localities)
  const places: Place[] = cities
    .flatMap((known) => knownLocalities(known, words))
    .sort((a, b) => a.rank - b.rank)
    .map(({ label }) => ({ label }))
  const seen = new Set(places.map((place) => place.label))
  const add = (found: Place[]) => {
    for (const place of found) {
      if (places.length >= limit) return
      if (seen.has(place.label)) continue
      seen.add(place.label)
      places.push(place)
    }
  }
  if (isCity(city)) {
    // The city's names narrow the geocoder's answer to places in it.
    for (const name of localities[city].gazetteerNames) {
      if (places.length >= limit) break
      add(await provider.search(`${query} ${name}`, limit))
    }
  } else if (places.length < limit) {
    add(await provider.search(query, limit))
  }
  return places.slice(0, limit)
}
