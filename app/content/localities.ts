import type { promises } from './promises'

// The well-known localities of the cities we serve, with the names people call them by, for the enquiry
// form's address suggestions. The post-office gazetteer behind the suggestions knows the official names
// only ('Hitec City' and 'Vizag' are in no post office's name), so these come first. Add a locality by
// adding a line; `also` lists other spellings and common names.

type City = (typeof promises.cities)[number]

export type Locality = { name: string; also?: readonly string[] }

export type CityLocalities = {
  /** The city as an address names it. */
  name: string
  /** Other names of the city, and the districts the post-office gazetteer files its localities under. */
  gazetteerNames: readonly string[]
  localities: readonly Locality[]
}

export const localities: Record<City, CityLocalities> = {
  Hyderabad: {
    name: 'Hyderabad',
    gazetteerNames: ['Hyderabad', 'Rangareddy', 'Medchal'],
    localities: [
      { name: 'HITEC City', also: ['Hitec City', 'Hi-Tech City', 'Hitech City', 'Cyberabad'] },
      { name: 'Madhapur' },
      { name: 'Jubilee Hills' },
      { name: 'Banjara Hills' },
      { name: 'Gachibowli', also: ['Financial District'] },
      { name: 'Kondapur' },
      { name: 'Kukatpally', also: ['KPHB'] },
      { name: 'Begumpet' },
      { name: 'Secunderabad' },
      { name: 'Ameerpet' },
      { name: 'Somajiguda' },
      { name: 'Film Nagar' },
      { name: 'Manikonda' },
      { name: 'Kokapet' },
      { name: 'Shamshabad', also: ['Hyderabad Airport', 'RGIA'] },
      { name: 'Charminar', also: ['Old City'] },
      { name: 'Abids' },
      { name: 'Himayatnagar' },
      { name: 'Dilsukhnagar' },
      { name: 'LB Nagar' },
      { name: 'Uppal' },
      { name: 'Miyapur' },
      { name: 'Nallagandla' },
      { name: 'Tolichowki' },
    ],
  },
  Vijayawada: {
    name: 'Vijayawada',
    gazetteerNames: ['Vijayawada', 'Krishna', 'Bezawada'],
    localities: [
      { name: 'Benz Circle' },
      { name: 'Governorpet' },
      { name: 'Labbipet' },
      { name: 'Moghalrajpuram' },
      { name: 'Patamata' },
      { name: 'Gunadala' },
      { name: 'Bhavanipuram' },
      { name: 'Auto Nagar', also: ['Autonagar'] },
      { name: 'Kanuru' },
      { name: 'Poranki' },
      { name: 'Gannavaram', also: ['Vijayawada Airport'] },
      { name: 'Tadepalli' },
      { name: 'Amaravati' },
      { name: 'One Town' },
    ],
  },
  Warangal: {
    name: 'Warangal',
    gazetteerNames: ['Warangal', 'Hanamkonda', 'Kazipet'],
    localities: [
      { name: 'Hanamkonda', also: ['Hanumakonda'] },
      { name: 'Kazipet' },
      { name: 'Subedari' },
      { name: 'Nakkalagutta' },
      { name: 'Kishanpura' },
      { name: 'Mulugu Road' },
      { name: 'Hunter Road' },
      { name: 'Warangal Fort', also: ['Fort Warangal', 'Kila Warangal'] },
      { name: 'Naimnagar' },
      { name: 'Balasamudram' },
    ],
  },
  Vizag: {
    name: 'Visakhapatnam',
    gazetteerNames: ['Visakhapatnam', 'Vizag', 'Vishakhapatnam'],
    localities: [
      { name: 'Visakhapatnam', also: ['Vizag', 'Vishakhapatnam', 'Waltair'] },
      { name: 'MVP Colony', also: ['MVP'] },
      { name: 'Dwaraka Nagar', also: ['Dwarakanagar'] },
      { name: 'Beach Road', also: ['RK Beach', 'Ramakrishna Beach'] },
      { name: 'Rushikonda', also: ['Rishikonda'] },
      { name: 'Madhurawada' },
      { name: 'Gajuwaka' },
      { name: 'Seethammadhara' },
      { name: 'Siripuram' },
      { name: 'Asilmetta' },
      { name: 'Maddilapalem' },
      { name: 'Yendada' },
      { name: 'Pendurthi' },
      { name: 'Bheemunipatnam', also: ['Bheemili'] },
    ],
  },
  Bangalore: {
    name: 'Bengaluru',
    gazetteerNames: ['Bangalore', 'Bengaluru'],
    localities: [
      { name: 'Bengaluru', also: ['Bangalore'] },
      { name: 'Koramangala' },
      { name: 'Indiranagar', also: ['Indira Nagar'] },
      { name: 'Whitefield' },
      { name: 'HSR Layout', also: ['HSR'] },
      { name: 'Jayanagar' },
      { name: 'JP Nagar', also: ['J P Nagar'] },
      { name: 'Electronic City', also: ['E-City'] },
      { name: 'Marathahalli' },
      { name: 'Hebbal' },
      { name: 'Malleshwaram', also: ['Malleswaram'] },
      { name: 'MG Road', also: ['Mahatma Gandhi Road'] },
      { name: 'Bellandur' },
      { name: 'Sarjapur Road', also: ['Sarjapur'] },
      { name: 'Yelahanka' },
      { name: 'BTM Layout', also: ['BTM'] },
      { name: 'Rajajinagar' },
      { name: 'Devanahalli', also: ['Bangalore Airport', 'Kempegowda Airport'] },
    ],
  },
}

/** Under the location field: suggestions help, and any address typed out is just as good. */
export const locationHint = 'Pick a suggestion or type the full address in your own words; either is fine.'

/**
 * Text as places are compared, here and in the address suggestions: without accents, in lower case, its words
 * apart by one space.
 */
export function plainWords(value: string) {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

const namesOfCitiesServed = Object.entries(localities).flatMap(([city, known]) =>
  [
    city,
    known.name,
    ...known.gazetteerNames,
    ...known.localities.flatMap((each) => [each.name, ...(each.also ?? [])]),
  ].map(plainWords),
)

/**
 * Whether a place as typed names one of the cities we serve, by the city's names or one of its localities:
 * 'Jubilee Hills', 'Koramangala, Bengaluru', 'RK Beach'. A place that names none may still be in one (a street
 * without its city), so a booking there is told so and taken if its sender wishes, never refused.
 */
export function namesCityServed(place: string) {
  const words = ` ${plainWords(place)} `
  return namesOfCitiesServed.some((name) => words.includes(` ${name} `))
}
