// Illustrated portraits of the team and of the people behind the testimonials.
import { team as teamEntries, testimonials } from '../../app/content/business'
import { teamFrom } from '../../app/content/team'
import { testimonialPortrait } from '../../app/content/testimonials'
import { seeded, write, xml } from './output'

const team = teamFrom(teamEntries)

type Hair = 'short' | 'side-part' | 'long' | 'bun' | 'curly' | 'wavy' | 'buzz'

type Person = {
  skin: string
  hair: Hair
  hairColor: string
  shirt: string
  background: [string, string]
  beard?: boolean
  moustache?: boolean
  glasses?: boolean
  bindi?: boolean
  earrings?: boolean
}

const skins = ['#8d5a3b', '#a8704a', '#c68863', '#7a4a2e', '#b97d55', '#d49a72']
const hairColors = ['#1b1210', '#2a1a14', '#3b261c', '#151515']
const backgrounds: [string, string][] = [
  ['#3b2417', '#ff7a45'],
  ['#1d2a3f', '#7cc4fa'],
  ['#2b1f3d', '#c4b5fd'],
  ['#17332b', '#6ee7b7'],
  ['#3d2a12', '#f5b84a'],
  ['#3a1b2c', '#f9a8d4'],
]
const shirts = ['#f5f4f0', '#26262e', '#ff7a45', '#2f4a6d', '#6b3a5a', '#3f5f4a', '#8a6a3a', '#44475a']

function shade(hex: string, amount: number) {
  const value = parseInt(hex.slice(1), 16)
  const channel = (shift: number) => Math.max(0, Math.min(255, ((value >> shift) & 255) + amount))
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`
}

function hairBack(person: Person) {
  const c = person.hairColor
  switch (person.hair) {
    case 'long':
      return `<path d="M72 104c0-40 22-62 48-62s48 22 48 62v74c-12 8-28 10-48 10s-36-2-48-10z" fill="${c}"/>`
    case 'wavy':
      return `<path d="M70 106c0-42 22-64 50-64s50 22 50 64c0 26 6 40-4 58-10-6-14-4-20 2-10-4-18-4-26-4s-18 0-28 4c-6-6-10-8-20-2-8-18-2-32-2-58z" fill="${c}"/>`
    case 'bun':
      return `<circle cx="120" cy="44" r="20" fill="${c}"/>`
    default:
      return ''
  }
}

function hairFront(person: Person) {
  const c = person.hairColor
  switch (person.hair) {
    case 'short':
      return `<path d="M80 100c-2-32 16-50 40-50s42 16 40 50c-6-14-18-22-40-22s-34 8-40 22z" fill="${c}"/>`
    case 'side-part':
      return `<path d="M79 102c-4-34 16-54 43-54 26 0 42 18 39 52-8-16-22-26-46-24-10 2-18 6-24 12-4 4-8 8-12 14z" fill="${c}"/>`
    case 'buzz':
      return `<path d="M82 96c0-28 16-42 38-42s38 14 38 42c-8-10-22-16-38-16s-30 6-38 16z" fill="${c}" opacity="0.85"/>`
    case 'curly':
      return [
        [88, 78, 14],
        [104, 64, 15],
        [122, 60, 16],
        [140, 66, 15],
        [154, 80, 13],
        [82, 96, 10],
        [160, 96, 10],
      ]
        .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/>`)
        .join('')
    case 'long':
    case 'wavy':
      return `<path d="M80 104c-2-34 16-54 40-54s42 20 40 54c-10-18-24-28-40-30-16 2-30 12-40 30z" fill="${c}"/>`
    case 'bun':
      return `<path d="M80 102c-2-32 16-50 40-50s42 18 40 50c-8-14-22-24-40-24s-32 10-40 24z" fill="${c}"/>`
  }
}

/** One illustrated person, head and shoulders, in a 240 × 240 box. */
function figure(person: Person) {
  const skinShadow = shade(person.skin, -28)
  const parts = [
    hairBack(person),
    `<path d="M40 240c4-44 34-66 80-66s76 22 80 66z" fill="${person.shirt}"/>`,
    `<path d="M104 150h32v34c-6 8-26 8-32 0z" fill="${skinShadow}"/>`,
    `<path d="M102 176c6 10 30 10 36 0l6 4c-8 16-40 16-48 0z" fill="${shade(person.shirt, -30)}"/>`,
    `<ellipse cx="80" cy="114" rx="7" ry="11" fill="${skinShadow}"/>`,
    `<ellipse cx="160" cy="114" rx="7" ry="11" fill="${skinShadow}"/>`,
    `<ellipse cx="120" cy="108" rx="40" ry="50" fill="${person.skin}"/>`,
    person.earrings
      ? `<circle cx="80" cy="130" r="4" fill="#f5b84a"/><circle cx="160" cy="130" r="4" fill="#f5b84a"/>`
      : '',
    hairFront(person),
    `<path d="M96 96q8-5 16 0M128 96q8-5 16 0" stroke="${person.hairColor}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`,
    `<ellipse cx="104" cy="108" rx="4" ry="4.6" fill="#1b1210"/><ellipse cx="136" cy="108" rx="4" ry="4.6" fill="#1b1210"/>`,
    `<path d="M120 112v14l-5 3" stroke="${skinShadow}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`,
    person.beard
      ? `<path d="M82 116c2 34 18 46 38 46s36-12 38-46c-6 12-14 20-38 20s-32-8-38-20z" fill="${person.hairColor}" opacity="0.9"/>`
      : '',
    person.moustache || person.beard ? `<path d="M106 136q14-8 28 0q-14 4-28 0z" fill="${person.hairColor}"/>` : '',
    `<path d="M108 141q12 9 24 0" stroke="${person.beard ? '#f5f4f0' : '#6b2a24'}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    person.bindi ? `<circle cx="120" cy="90" r="3" fill="#c81e3a"/>` : '',
    person.glasses
      ? `<g stroke="#1b1210" stroke-width="3" fill="rgba(255,255,255,0.12)"><rect x="90" y="98" width="26" height="20" rx="7"/><rect x="124" y="98" width="26" height="20" rx="7"/><path d="M116 106h8" fill="none"/></g>`
      : '',
  ]
  return parts.join('')
}

function portraitSvg(people: Person[], title: string) {
  const [dark, light] = people[0].background
  const bodies =
    people.length === 1
      ? figure(people[0])
      : people
          .map(
            (person, index) =>
              `<g transform="translate(${index === 0 ? -28 : 56} 40) scale(0.8)">${figure(person)}</g>`,
          )
          .reverse()
          .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img">
    <title>${xml(title)}</title>
    <defs><radialGradient id="bg" cx="50%" cy="30%" r="80%"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient></defs>
    <rect width="240" height="240" fill="url(#bg)"/>
    <circle cx="190" cy="44" r="60" fill="#ffffff" opacity="0.06"/>
    ${bodies}
  </svg>`
}

function person(seed: number, overrides: Partial<Person>): Person {
  const random = seeded(seed)
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]
  return {
    skin: pick(skins),
    hair: 'short',
    hairColor: pick(hairColors),
    shirt: pick(shirts),
    background: pick(backgrounds),
    ...overrides,
  }
}

const teamLooks: Record<string, Partial<Person>> = {
  'aarav-reddy': { hair: 'side-part', beard: true },
  'meghana-rao': { hair: 'long', earrings: true, bindi: true },
  'karthik-varma': { hair: 'short', glasses: true },
  'sneha-kulkarni': { hair: 'bun', earrings: true },
  'rohan-mehta': { hair: 'curly', moustache: true },
  'ananya-iyer': { hair: 'wavy', bindi: true },
  'farhan-siddiqui': { hair: 'buzz', beard: true, glasses: true },
  'divya-naidu': { hair: 'long', glasses: true },
  'vikram-choudhary': { hair: 'side-part', moustache: true },
  'priya-sharma': { hair: 'bun', bindi: true, earrings: true },
  'nikhil-goud': { hair: 'short', beard: true },
  'ishita-banerjee': { hair: 'wavy', earrings: true, glasses: true },
}

const testimonialLooks: Record<string, Partial<Person>[]> = {
  'lakshmi-prasad': [
    { hair: 'bun', bindi: true, earrings: true, shirt: '#c81e3a' },
    { hair: 'short', moustache: true, shirt: '#f5f4f0' },
  ],
  'arjun-malhotra': [{ hair: 'side-part', beard: true }],
  'sravani-kota': [{ hair: 'long', bindi: true, earrings: true }],
  'rahul-khanna': [{ hair: 'short', glasses: true }],
  'fatima-sheikh': [{ hair: 'wavy', earrings: true }],
  'venkatesh-rao': [{ hair: 'buzz', moustache: true }],
  'neha-agarwal': [{ hair: 'bun', earrings: true, bindi: true }],
  'kiran-patel': [{ hair: 'curly', glasses: true }],
  'deepa-menon': [{ hair: 'long', bindi: true }],
}

export function makePortraits() {
  team.forEach((member, index) => {
    const look = person(101 + index * 7, {
      background: backgrounds[index % backgrounds.length],
      ...teamLooks[member.id],
    })
    write(member.image, portraitSvg([look], `Illustrated portrait of ${member.name}`))
  })
  testimonials.forEach((testimonial, index) => {
    const looks = (testimonialLooks[testimonial.id] ?? [{}]).map((look, n) =>
      person(503 + index * 11 + n * 5, { background: backgrounds[(index + 2) % backgrounds.length], ...look }),
    )
    write(testimonialPortrait(testimonial.id), portraitSvg(looks, `Illustrated portrait of ${testimonial.name}`))
  })
}
