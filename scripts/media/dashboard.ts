// The hero's dashboard, as a customer's bookings might look: a phone layout and a desktop layout. It draws only
// what the site does today (bookings the team confirms, reels delivered), nothing of the wallet, payments or
// one-time passwords, whose words are app/content/capabilities/'s alone.
import { write } from './output'

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

export function makeDashboards() {
  write('images/dashboard-desktop.svg', desktopDashboard())
  write('images/dashboard-mobile.svg', mobileDashboard())
}
