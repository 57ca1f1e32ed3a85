// Turns the <text> of the site's own SVG pictures into outlines, so a picture looks the same on every device
// and the browser does no font matching or text layout for it. Each picture shown with <img> is a document of
// its own, and in Chromium its first text costs a font look-up of its own: 20 to 100 ms of main-thread work
// for the home page's dashboard on the machine we measure with (docs/decisions/0008).
//
// It understands the SVG that scripts/make-media.ts writes: <text> with x, y, font-family (on the text or the
// <svg>), font-size, font-weight, font-style, letter-spacing, text-anchor, textLength and lengthAdjust, and
// <tspan> children that change the weight. The fonts are Debian's fonts-liberation and fonts-dejavu-core.
import fs from 'node:fs'
import opentype, { type Font, type Glyph } from 'opentype.js'

const fontDir = '/usr/share/fonts/truetype'
const faces = {
  sans: {
    regular: 'liberation/LiberationSans-Regular.ttf',
    bold: 'liberation/LiberationSans-Bold.ttf',
    italic: 'liberation/LiberationSans-Italic.ttf',
  },
  narrow: {
    regular: 'liberation/LiberationSansNarrow-Regular.ttf',
    bold: 'liberation/LiberationSansNarrow-Bold.ttf',
    italic: 'liberation/LiberationSansNarrow-Italic.ttf',
  },
  serif: {
    regular: 'dejavu/DejaVuSerif.ttf',
    bold: 'dejavu/DejaVuSerif-Bold.ttf',
    italic: 'dejavu/DejaVuSerif-Italic.ttf',
  },
}
// For characters a face lacks (the rupee sign in older Liberation releases).
const fallbackFace = 'dejavu/DejaVuSans.ttf'

const loaded = new Map<string, Font>()
function font(file: string) {
  let result = loaded.get(file)
  if (!result) {
    const bytes = fs.readFileSync(`${fontDir}/${file}`)
    result = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))
    loaded.set(file, result)
  }
  return result
}

type Style = {
  family: string
  size: number
  weight: number
  italic: boolean
  letterSpacing: number
}

function faceFile(style: Style) {
  const family = /narrow|condensed/i.test(style.family)
    ? faces.narrow
    : /(^|[\s,'"])serif\b|georgia|times/i.test(style.family)
      ? faces.serif
      : faces.sans
  if (style.italic) return family.italic
  return style.weight >= 600 ? family.bold : family.regular
}

function attributes(source: string) {
  const result: Record<string, string> = {}
  for (const match of source.matchAll(/([\w:-]+)="([^"]*)"/g)) result[match[1]] = match[2]
  return result
}

function unescape(text: string) {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
}

function styleOf(attrs: Record<string, string>, inherited: Style): Style {
  return {
    family: attrs['font-family'] ?? inherited.family,
    size: attrs['font-size'] ? Number(attrs['font-size']) : inherited.size,
    weight: attrs['font-weight'] ? Number(attrs['font-weight']) : inherited.weight,
    italic: attrs['font-style'] ? attrs['font-style'] === 'italic' : inherited.italic,
    letterSpacing: attrs['letter-spacing'] ? Number(attrs['letter-spacing']) : inherited.letterSpacing,
  }
}

type Placed = { font: Font; glyph: Glyph; x: number; size: number }

/** Lays a run of styled pieces out from x = 0 on the baseline: each glyph with its font, position and size. */
function layOut(pieces: { text: string; style: Style }[]) {
  const glyphs: Placed[] = []
  let x = 0
  for (const { text, style } of pieces) {
    const primary = font(faceFile(style))
    let previous: Placed | null = null
    for (const character of text) {
      const face = primary.hasChar(character) ? primary : font(fallbackFace)
      if (!face.hasChar(character)) throw new Error(`no font here draws ${JSON.stringify(character)}`)
      const glyph = face.charToGlyph(character)
      const scale = style.size / face.unitsPerEm
      if (previous && previous.font === face) x += face.getKerningValue(previous.glyph, glyph) * scale
      const placed: Placed = { font: face, glyph, x, size: style.size }
      glyphs.push(placed)
      x += (glyph.advanceWidth ?? 0) * scale + style.letterSpacing
      previous = placed
    }
  }
  // Letter spacing goes between characters: none after the last, so centred text is centred.
  const last = pieces.at(-1)
  return { glyphs, width: x - (last ? last.style.letterSpacing : 0) }
}

type Point = { x: number; y: number }

/** Path data in relative commands with one decimal: a tenth of a unit is finer than any screen shows here. */
function pathData(commands: { type: string; points: Point[] }[]) {
  const tenth = (value: number) => Math.round(value * 10) / 10
  const number = (value: number) => String(value).replace(/^(-?)0\./, '$1.')
  let current: Point = { x: 0, y: 0 }
  let start = current
  let previousType = ''
  let data = ''
  for (const { type, points } of commands) {
    if (type === 'Z') {
      data += 'z'
      current = start
      previousType = 'z'
      continue
    }
    const relative = points.map((point) => {
      const dx = number(tenth(tenth(point.x) - current.x))
      const dy = number(tenth(tenth(point.y) - current.y))
      return `${dx}${dy.startsWith('-') ? '' : ' '}${dy}`
    })
    const letter = type.toLowerCase()
    // TrueType outlines end each contour with a line back to its start, which filling does anyway.
    if (letter === 'l' && relative.length === 1 && relative[0] === '0 0') continue
    const joined = relative.map((pair, index) => (index > 0 && !pair.startsWith('-') ? ' ' : '') + pair).join('')
    data += (letter === previousType && letter !== 'm' ? (joined.startsWith('-') ? '' : ' ') : letter) + joined
    const end = points.at(-1) as Point
    current = { x: tenth(end.x), y: tenth(end.y) }
    if (letter === 'm') start = current
    previousType = letter
  }
  return data
}

const styleAttributes = ['font-family', 'font-size', 'font-weight', 'font-style', 'letter-spacing']
const textAttributes = [
  ...styleAttributes,
  ...['x', 'y', 'text-anchor', 'textLength', 'lengthAdjust', 'fill', 'fill-opacity'],
]

/** An attribute this module does not draw would be lost without a word, so it stops the script instead. */
function refuseUnknown(element: string, attrs: Record<string, string>, known: string[]) {
  const unknown = Object.keys(attrs).filter((name) => !known.includes(name))
  if (unknown.length > 0) throw new Error(`outlineText cannot draw <${element}> with ${unknown.join(', ')}`)
}

/** The outlines of one <text> element, as a <path>. */
function outline(textAttrs: Record<string, string>, inner: string, rootStyle: Style) {
  refuseUnknown('text', textAttrs, textAttributes)
  const style = styleOf(textAttrs, rootStyle)
  const pieces: { text: string; style: Style }[] = []
  for (const match of inner.matchAll(/<tspan([^>]*)>([^<]*)<\/tspan>|([^<]+)/g)) {
    if (match[3] !== undefined) pieces.push({ text: unescape(match[3]), style })
    else {
      const tspanAttrs = attributes(match[1])
      refuseUnknown('tspan', tspanAttrs, styleAttributes)
      pieces.push({ text: unescape(match[2]), style: styleOf(tspanAttrs, style) })
    }
  }
  const { glyphs, width } = layOut(pieces)
  const target = textAttrs.textLength ? Number(textAttrs.textLength) : width
  const stretch = textAttrs.lengthAdjust === 'spacingAndGlyphs' ? target / width : 1
  // lengthAdjust="spacing" (the default) puts the difference between the characters.
  const extraGap = stretch === 1 && glyphs.length > 1 ? (target - width) / (glyphs.length - 1) : 0
  const anchor = textAttrs['text-anchor'] ?? 'start'
  const left = Number(textAttrs.x ?? 0) - (anchor === 'middle' ? target / 2 : anchor === 'end' ? target : 0)
  const baseline = Number(textAttrs.y ?? 0)

  const commands = glyphs.flatMap((placed, index) => {
    const x = left + (placed.x + extraGap * index) * stretch
    const place = (px: number, py: number) => ({
      x: x + px * stretch,
      y: baseline + py,
    })
    return placed.glyph.getPath(0, 0, placed.size).commands.map((command) => {
      if (command.type === 'Z') return { type: 'Z', points: [] }
      if (command.type === 'Q')
        return {
          type: 'Q',
          points: [place(command.x1, command.y1), place(command.x, command.y)],
        }
      if (command.type === 'C') {
        return {
          type: 'C',
          points: [place(command.x1, command.y1), place(command.x2, command.y2), place(command.x, command.y)],
        }
      }
      return { type: command.type, points: [place(command.x, command.y)] }
    })
  })
  const data = pathData(commands)
  const fill = textAttrs.fill ? ` fill="${textAttrs.fill}"` : ''
  const opacity = textAttrs['fill-opacity'] ? ` fill-opacity="${textAttrs['fill-opacity']}"` : ''
  return `<path${fill}${opacity} d="${data}"/>`
}

/** The SVG with each <text> element replaced by a <path> of its outlines, and no font-family left on the root. */
export function outlineText(svg: string) {
  const root = /<svg([^>]*)>/.exec(svg)
  if (!root) throw new Error('not an SVG document')
  const rootStyle = styleOf(attributes(root[1]), {
    family: 'sans-serif',
    size: 16,
    weight: 400,
    italic: false,
    letterSpacing: 0,
  })
  return svg
    .replace(/<text([^>]*)>([\s\S]*?)<\/text>/g, (_, attrs: string, inner: string) =>
      outline(attributes(attrs), inner, rootStyle),
    )
    .replace(/(<svg[^>]*?) font-family="[^"]*"/, '$1')
}
