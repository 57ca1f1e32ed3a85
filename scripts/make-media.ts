// Makes every picture and clip the site ships under public/: illustrated portraits (team and testimonials),
// press wordmarks, the app dashboard in two layouts, and the Discover Vibe sample reels with their posters.
// Everything is drawn here: SVG written by hand, clips rendered from ffmpeg's lavfi sources.
//
//   npx tsx scripts/make-media.ts            # everything (needs ffmpeg with libx264 and libwebp)
//   npx tsx scripts/make-media.ts --no-video # only the SVG files
//
// The output is committed, so neither CI nor a fresh clone needs ffmpeg.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { drawnMarks, pressMarkSize } from '../app/content/press-marks'
import { type ReelClip, reelClips, reelSize, reels } from '../app/content/reels'
import { team } from '../app/content/team'
import { testimonialPortrait, testimonials } from '../app/content/testimonials'

const publicDir = path.resolve(import.meta.dirname, '..', 'public')

function write(file: string, content: string) {
  const target = path.join(publicDir, file)
  fs.mkdirSync(path.dirname(target), { recursive: true })
  fs.writeFileSync(target, content.replace(/\n\s*/g, '\n').trim() + '\n')
}

function xml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** A small deterministic random source, so the script makes the same files every time. */
function seeded(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

// ---------------------------------------------------------------------------------------------------------
// Portraits

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

function makePortraits() {
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

// ---------------------------------------------------------------------------------------------------------
// Press wordmarks: the example coverage's generic publication names set in system type, monochrome like a logo strip.

const ink = '#d9d8d2'
const sans = "'Helvetica Neue', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif"

const wordmarks: Record<string, string> = {
  'startup-courier': `<path d="M6 30 34 14 26 40 20 31z" fill="${ink}"/><path d="M20 31 34 14" stroke="#0a0a0d" stroke-width="1.5"/>
    <text x="42" y="34" font-family="${sans}" font-size="22" font-weight="800" textLength="150" lengthAdjust="spacingAndGlyphs" fill="${ink}">startup<tspan font-weight="300">courier</tspan></text>`,
  'creator-weekly': `<rect x="2" y="6" width="36" height="36" rx="8" fill="none" stroke="${ink}" stroke-width="3"/>
    <text x="20" y="30" text-anchor="middle" font-family="${sans}" font-size="13" font-weight="800" fill="${ink}">CE</text>
    <text x="48" y="22" font-family="${sans}" font-size="14" font-weight="700" textLength="144" lengthAdjust="spacingAndGlyphs" fill="${ink}">Creator Economy</text>
    <text x="48" y="38" font-family="${sans}" font-size="11" textLength="70" fill="${ink}">WEEKLY</text>`,
}

function makePressMarks() {
  const { width, height } = pressMarkSize
  for (const [id, name] of drawnMarks) {
    write(
      `/press/${id}.svg`,
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">
        <title>${xml(name)}</title>${wordmarks[id]}</svg>`,
    )
  }
}

// ---------------------------------------------------------------------------------------------------------
// The hero's dashboard, as a customer's bookings might look: a phone layout and a desktop layout. It draws only
// what the site does today (bookings the team confirms, reels delivered), nothing of the wallet, payments or
// one-time passwords, whose words are app/content/capabilities/'s alone.

const ui = {
  bg: '#0d0d12',
  panel: '#16161d',
  line: '#2a2a34',
  text: '#f5f4f0',
  muted: '#9a9aa6',
  accent: '#ff7a45',
  font: "-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif",
}

function label(x: number, y: number, text: string, size = 14, fill = ui.text, weight = 400, anchor = 'start') {
  return `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${text}</text>`
}

function reelThumb(x: number, y: number, w: number, h: number, colors: [string, string], id: string) {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="url(#${id})"/>
    <circle cx="${x + w / 2}" cy="${y + h / 2}" r="${Math.min(w, h) / 7}" fill="rgba(0,0,0,0.35)"/>
    <path d="M${x + w / 2 - 4} ${y + h / 2 - 7}l12 7-12 7z" fill="#fff"/>`
}

const thumbColors: [string, string][] = [
  ['#ff7a45', '#7a1f3d'],
  ['#7cc4fa', '#2b1f3d'],
  ['#f5b84a', '#3d2a12'],
  ['#c4b5fd', '#1d2a3f'],
  ['#6ee7b7', '#17332b'],
]

function statCard(x: number, y: number, w: number, title: string, value: string, note: string) {
  return `<rect x="${x}" y="${y}" width="${w}" height="96" rx="14" fill="${ui.panel}" stroke="${ui.line}"/>
    ${label(x + 18, y + 30, title, 13, ui.muted)}${label(x + 18, y + 62, value, 26, ui.text, 700)}${label(x + 18, y + 82, note, 12, ui.accent)}`
}

function bookingCard(x: number, y: number, w: number) {
  return `<rect x="${x}" y="${y}" width="${w}" height="150" rx="16" fill="${ui.panel}" stroke="${ui.accent}" stroke-opacity="0.6"/>
    ${label(x + 20, y + 30, 'NEXT BOOKING', 11, ui.accent, 700)}
    ${label(x + 20, y + 58, 'Sangeet night · Sat, 7:00 PM', 17, ui.text, 700)}
    ${label(x + 20, y + 82, 'Jubilee Hills, Hyderabad', 13, ui.muted)}
    <circle cx="${x + 36}" cy="${y + 116}" r="16" fill="#f5b84a"/>${label(x + 36, y + 121, 'RM', 11, '#1a0d06', 700, 'middle')}
    ${label(x + 62, y + 113, 'Rohan M.', 13, ui.text, 600)}${label(x + 62, y + 130, 'Verified reel-maker · 4.9', 11, ui.muted)}
    <rect x="${x + w - 112}" y="${y + 98}" width="92" height="36" rx="18" fill="${ui.accent}"/>${label(x + w - 66, y + 121, 'Confirmed', 13, '#1a0d06', 700, 'middle')}`
}

function reelsCard(x: number, y: number, w: number, h = 170) {
  const bars = [2, 3, 1, 4, 2, 4, 2]
  const scale = (h - 96) / 4
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="16" fill="${ui.panel}" stroke="${ui.line}"/>
    ${label(x + 20, y + 30, 'Reels this week', 13, ui.muted)}${label(x + 20, y + 64, '18', 30, ui.text, 700)}
    ${bars.map((bar, i) => `<rect x="${x + 20 + i * ((w - 40) / bars.length)}" y="${y + h - 18 - bar * scale}" width="${(w - 40) / bars.length - 8}" height="${bar * scale}" rx="4" fill="${i === 5 ? ui.accent : '#3a3a46'}"/>`).join('')}`
}

function desktopDashboard() {
  const nav = ['Dashboard', 'Bookings', 'Reels', 'Support']
  const thumbs = thumbColors.map((colors, i) => reelThumb(280 + i * 180, 520, 160, 200, colors, `d${i}`)).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 760" width="1200" height="760" font-family="${ui.font}">
    <rect width="1200" height="760" rx="20" fill="${ui.bg}"/>
    <rect x="0.5" y="0.5" width="1199" height="759" rx="20" fill="none" stroke="${ui.line}"/>
    <path d="M0 20a20 20 0 0 1 20-20h1160a20 20 0 0 1 20 20v24H0z" fill="#121218"/>
    <circle cx="24" cy="22" r="6" fill="#ff5f57"/><circle cx="44" cy="22" r="6" fill="#febc2e"/><circle cx="64" cy="22" r="6" fill="#28c840"/>
    <rect x="420" y="12" width="360" height="20" rx="10" fill="#1c1c24"/>${label(600, 27, 'reelcraft.in', 12, ui.muted, 400, 'middle')}
    <rect x="0" y="44" width="240" height="716" fill="#101016"/>
    <rect x="28" y="72" width="28" height="28" rx="8" fill="${ui.accent}"/><path d="M38 80l10 6-10 6z" fill="#1a0d06"/>
    ${label(66, 92, 'ReelCraft', 18, ui.text, 700)}
    ${nav.map((item, i) => `${i === 0 ? `<rect x="16" y="${128 + i * 48}" width="208" height="40" rx="10" fill="#ff7a45" fill-opacity="0.14"/>` : ''}${label(40, 153 + i * 48, item, 15, i === 0 ? ui.accent : ui.muted, i === 0 ? 600 : 400)}`).join('')}
    ${label(280, 102, 'Good evening, Meera', 28, ui.text, 700)}
    ${label(280, 128, 'Your reels from Saturday are ready to share.', 15, ui.muted)}
    <rect x="1000" y="78" width="160" height="44" rx="22" fill="${ui.accent}"/>${label(1080, 106, 'Book a shoot', 15, '#1a0d06', 700, 'middle')}
    ${statCard(280, 160, 280, 'Upcoming shoots', '3', 'Next on Saturday')}
    ${statCard(580, 160, 280, 'Reels delivered', '18', 'About 10 min after each shoot')}
    ${statCard(880, 160, 280, 'Average rating', '4.9', 'From your reviews')}
    ${bookingCard(280, 284, 460)}
    ${reelsCard(760, 284, 400)}
    ${label(280, 500, 'Recent reels', 18, ui.text, 700)}${label(1160, 500, 'View all', 14, ui.accent, 600, 'end')}
    ${thumbs}
  </svg>`
}

function mobileDashboard() {
  const thumbs = thumbColors
    .slice(0, 3)
    .map((colors, i) => reelThumb(38 + i * 108, 626, 98, 120, colors, `m${i}`))
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 390 780" width="390" height="780" font-family="${ui.font}">
    <rect x="4" y="4" width="382" height="772" rx="54" fill="#050507" stroke="#3a3a46" stroke-width="4"/>
    <rect x="16" y="16" width="358" height="748" rx="44" fill="${ui.bg}"/>
    <rect x="145" y="28" width="100" height="28" rx="14" fill="#050507"/>
    ${label(44, 48, '9:41', 14, ui.text, 600)}
    <rect x="38" y="76" width="30" height="30" rx="9" fill="${ui.accent}"/><path d="M49 84l10 7-10 7z" fill="#1a0d06"/>
    ${label(78, 98, 'ReelCraft', 18, ui.text, 700)}
    <circle cx="336" cy="91" r="16" fill="#c4b5fd"/>${label(336, 96, 'M', 13, '#1b1230', 700, 'middle')}
    ${label(38, 146, 'Good evening, Meera', 22, ui.text, 700)}
    ${label(38, 168, 'Your reels from Saturday are ready.', 13, ui.muted)}
    <rect x="38" y="186" width="150" height="80" rx="14" fill="${ui.panel}" stroke="${ui.line}"/>
    ${label(54, 212, 'Upcoming', 12, ui.muted)}${label(54, 246, '3 shoots', 20, ui.text, 700)}
    <rect x="202" y="186" width="150" height="80" rx="14" fill="${ui.panel}" stroke="${ui.line}"/>
    ${label(218, 212, 'Delivered', 12, ui.muted)}${label(218, 246, '18 reels', 20, ui.text, 700)}
    ${bookingCard(38, 280, 314)}
    ${reelsCard(38, 444, 314, 140)}
    ${label(38, 612, 'Recent reels', 16, ui.text, 700)}
    ${thumbs}
  </svg>`
}

function makeDashboards() {
  write('images/dashboard-desktop.svg', desktopDashboard())
  write('images/dashboard-mobile.svg', mobileDashboard())
}

// ---------------------------------------------------------------------------------------------------------
// Sample reels: vertical 360 × 640 H.264 clips of about 3.5 s, drawn from lavfi sources. Light shapes are
// computed at a quarter of the size and scaled up: they are blurred anyway, and it is sixteen times faster.

type Motif = 'bokeh' | 'streaks' | 'beams'
type ClipLook = { colors: string[]; motif: Motif; tint: [number, number, number]; seed: number; type?: string }

const clipLooks: Record<ReelClip, ClipLook> = {
  'wedding-gold': { colors: ['2a0a18', 'b8862e', '5a1430'], motif: 'bokeh', tint: [1, 0.85, 0.6], seed: 3 },
  'wedding-rose': { colors: ['2b0f25', 'e0668a', '5b2a6e'], motif: 'bokeh', tint: [1, 0.75, 0.85], seed: 11 },
  'car-delivery': { colors: ['0a1224', '1f6fb2', '0d2a3f'], motif: 'streaks', tint: [1, 0.9, 0.7], seed: 5 },
  celebrities: { colors: ['1a0c2e', 'c23b7a', 'f5b84a'], motif: 'beams', tint: [1, 0.9, 1], seed: 7, type: 'radial' },
  'outfit-shoots': { colors: ['2e1a0c', 'e08e5a', '6e3a5a'], motif: 'bokeh', tint: [1, 0.9, 0.8], seed: 17 },
  'concert-neon': { colors: ['0b0420', '6a1fd1', '0fb5c9'], motif: 'beams', tint: [0.7, 0.9, 1], seed: 19 },
  'concert-stage': { colors: ['1a0505', 'd1451f', '401060'], motif: 'beams', tint: [1, 0.7, 0.5], seed: 23 },
  collaborations: { colors: ['06201c', '18a57a', 'f5d76e'], motif: 'bokeh', tint: [0.8, 1, 0.8], seed: 29 },
  'decor-interiors': {
    colors: ['1c1610', '8a6a3a', '2f4a3a'],
    motif: 'streaks',
    tint: [1, 0.95, 0.8],
    seed: 31,
    type: 'radial',
  },
  caterers: { colors: ['241005', 'e07b22', '7a2a10'], motif: 'bokeh', tint: [1, 0.8, 0.5], seed: 37 },
}

const duration = 3.5

/** The brightness of the moving light shapes at pixel (X, Y) and time T, as an ffmpeg geq expression. */
function lightExpression(motif: Motif, seed: number) {
  const random = seeded(seed)
  const between = (low: number, high: number) => low + random() * (high - low)
  const terms: string[] = []
  if (motif === 'bokeh') {
    for (let i = 0; i < 9; i++) {
      const x = `W*(${between(0, 1).toFixed(3)}+0.08*sin(T*${between(0.6, 1.6).toFixed(2)}+${between(0, 6.28).toFixed(2)}))`
      const y = `H*mod(${between(0, 1).toFixed(3)}+1-T*${between(0.03, 0.09).toFixed(3)},1)`
      terms.push(`max(0,1-hypot(X-${x},Y-${y})/${between(7, 17).toFixed(1)})`)
    }
  } else if (motif === 'streaks') {
    for (let i = 0; i < 7; i++) {
      const x = `W*mod(${between(0, 1).toFixed(3)}+T*${between(0.12, 0.3).toFixed(3)},1.4)-W*0.2`
      const y = `H*${between(0.1, 0.9).toFixed(3)}`
      terms.push(`max(0,1-hypot((X-(${x}))/${between(14, 26).toFixed(1)},(Y-${y})/1.6))`)
    }
  } else {
    for (let i = 0; i < 5; i++) {
      const angle = `(${between(-0.5, 0.5).toFixed(3)}+0.35*sin(T*${between(0.8, 1.8).toFixed(2)}+${between(0, 6.28).toFixed(2)}))`
      const origin = between(0.2, 0.8).toFixed(3)
      terms.push(`max(0,1-abs((X-W*${origin})*cos(${angle})+(Y-H)*sin(${angle}))/${between(3, 6).toFixed(1)})*(Y/H)`)
    }
  }
  return `min(255,255*(${terms.join('+')}))`
}

function ffmpeg(args: string[]) {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`ffmpeg failed: ${args.join(' ')}`)
}

function makeClip(clip: ReelClip) {
  const look = clipLooks[clip]
  const { width, height } = reelSize
  const colors = look.colors.map((color, i) => `c${i}=0x${color}`).join(':')
  const [r, g, b] = look.tint
  const font = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'
  const watermark = fs.existsSync(font)
    ? `,drawtext=fontfile=${font}:text='ReelCraft sample':fontcolor=white@0.55:fontsize=13:x=(w-text_w)/2:y=28`
    : ''
  const target = path.join(publicDir, 'reels', 'clips', `${clip}.mp4`)
  fs.mkdirSync(path.dirname(target), { recursive: true })
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `gradients=s=${width}x${height}:${colors}:n=${look.colors.length}:type=${look.type ?? 'linear'}:speed=0.015:d=${duration}:r=30:seed=${look.seed}`,
    '-f',
    'lavfi',
    '-i',
    `color=c=black:s=${width / 4}x${height / 4}:d=${duration}:r=30`,
    '-filter_complex',
    `[1:v]format=gray,geq=lum='${lightExpression(look.motif, look.seed)}',scale=${width}:${height}:flags=bicubic,gblur=sigma=3,format=gbrp,colorchannelmixer=rr=${r}:gg=${g}:bb=${b}[light];` +
      `[0:v]format=gbrp[base];[base][light]blend=all_mode=screen:all_opacity=0.85,vignette=PI/5${watermark},format=yuv420p`,
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-crf',
    '28',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-an',
    target,
  ])
}

/** Each reel's poster: a frame of its clip, at its own moment and with its own hue, as WebP. */
function makePoster(reel: (typeof reels)[number]) {
  const moment = ((reel.id * 0.61) % (duration - 0.5)).toFixed(2)
  const hue = ((reel.id * 23) % 50) - 25
  const target = path.join(publicDir, reel.poster)
  fs.mkdirSync(path.dirname(target), { recursive: true })
  ffmpeg([
    '-ss',
    moment,
    '-i',
    path.join(publicDir, reel.video),
    '-frames:v',
    '1',
    '-vf',
    `hue=h=${hue}`,
    '-c:v',
    'libwebp',
    '-quality',
    '72',
    '-compression_level',
    '6',
    target,
  ])
}

makePortraits()
makePressMarks()
makeDashboards()
if (!process.argv.includes('--no-video')) {
  for (const clip of reelClips) makeClip(clip)
  for (const reel of reels) makePoster(reel)
}
