import { describe, expect, test } from 'vitest'
import { outlineText } from './outline-text'

const svg = (body: string, root = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 100"${root}><title>Mark</title>${body}</svg>`

/** The box around every point of the outlines (control points included), read back from the path data. */
function box(output: string) {
  const paths = [...output.matchAll(/<path[^>]* d="([^"]+)"/g)].map((match) => match[1])
  expect(paths.length).toBeGreaterThan(0)
  const xs: number[] = []
  const ys: number[] = []
  for (const data of paths) {
    const tokens = data.match(/[a-z]|-?(?:\d+\.?\d*|\.\d+)/gi) ?? []
    let x = 0
    let y = 0
    let start = { x, y }
    let command = ''
    for (let index = 0; index < tokens.length;) {
      if (/[a-z]/i.test(tokens[index])) command = tokens[index++]
      expect(command).toMatch(/^[mlqcz]$/)
      if (command === 'z') {
        ;({ x, y } = start)
        continue
      }
      const count = { m: 2, l: 2, q: 4, c: 6 }[command] as number
      const numbers = tokens.slice(index, index + count).map(Number)
      index += count
      for (let pair = 0; pair < count; pair += 2) {
        xs.push(x + numbers[pair])
        ys.push(y + numbers[pair + 1])
      }
      x += numbers[count - 2]
      y += numbers[count - 1]
      if (command === 'm') {
        start = { x, y }
        command = 'l'
      }
    }
  }
  return {
    left: Math.min(...xs),
    right: Math.max(...xs),
    top: Math.min(...ys),
    bottom: Math.max(...ys),
  }
}

describe('outlineText', () => {
  test('every text becomes a path in its colour, and the picture keeps its title and no font', () => {
    const output = outlineText(
      svg('<text x="10" y="50" font-size="20" fill="#123456" fill-opacity="0.5">Reels</text>', ' font-family="Arial"'),
    )
    expect(output).not.toMatch(/<text|<tspan|font-family/)
    expect(output).toContain('<title>Mark</title>')
    expect(output).toMatch(/<path fill="#123456" fill-opacity="0.5" d="m[^"]+"\/>/)
  })

  test('capitals stand on the baseline at y and rise about three quarters of the size', () => {
    const { top, bottom, left } = box(outlineText(svg('<text x="10" y="50" font-size="20">HELLO</text>')))
    expect(bottom).toBeCloseTo(50, 0)
    expect(50 - top).toBeGreaterThan(13)
    expect(50 - top).toBeLessThan(16)
    expect(left).toBeGreaterThanOrEqual(10)
    expect(left).toBeLessThan(13)
  })

  test('text-anchor middle centres the text on x, end ends it there', () => {
    const middle = box(outlineText(svg('<text x="200" y="50" font-size="20" text-anchor="middle">HOH</text>')))
    expect((middle.left + middle.right) / 2).toBeCloseTo(200, 0)
    const end = box(outlineText(svg('<text x="300" y="50" font-size="20" text-anchor="end">HOH</text>')))
    expect(end.right).toBeLessThanOrEqual(300)
    expect(end.right).toBeGreaterThan(297)
  })

  test('textLength with spacingAndGlyphs stretches or squeezes the text to that width, not its height', () => {
    const natural = box(outlineText(svg('<text x="0" y="50" font-size="20">HIH</text>')))
    const fitted = (length: number) =>
      box(
        outlineText(
          svg(`<text x="0" y="50" font-size="20" textLength="${length}" lengthAdjust="spacingAndGlyphs">HIH</text>`),
        ),
      )
    const narrow = fitted(60)
    const wide = fitted(200)
    for (const [length, ink] of [
      [60, narrow],
      [200, wide],
    ] as const) {
      expect(ink.left).toBeGreaterThanOrEqual(0)
      expect(ink.right).toBeLessThanOrEqual(length)
      expect(ink.right).toBeGreaterThan(length * 0.9)
      expect(ink.top).toBeCloseTo(natural.top, 1)
    }
    // Glyphs and gaps are scaled alike, so the ink scales with the length.
    expect((wide.right - wide.left) / (narrow.right - narrow.left)).toBeCloseTo(200 / 60, 1)
  })

  test('textLength with the default spacing widens the gaps and keeps every letter its size', () => {
    const spaced = outlineText(svg('<text x="0" y="50" font-size="20" textLength="200">II</text>'))
    const single = box(outlineText(svg('<text x="0" y="50" font-size="20">I</text>')))
    const { right } = box(spaced)
    // The second I is moved to end the text at 200, and is exactly as wide as a single I.
    const secondI = box(spaced.replace(/d="(m[^m]+)(m[^"]+)"/, 'd="$2"'))
    expect(right).toBeGreaterThan(196)
    expect(right).toBeLessThanOrEqual(200)
    expect(secondI.right - secondI.left).toBeCloseTo(single.right - single.left, 1)
  })

  test('letter-spacing adds room between letters but not after the last, so centred text stays centred', () => {
    const plain = box(outlineText(svg('<text x="200" y="50" font-size="20" text-anchor="middle">HOH</text>')))
    const spaced = box(
      outlineText(svg('<text x="200" y="50" font-size="20" text-anchor="middle" letter-spacing="10">HOH</text>')),
    )
    expect(spaced.right - spaced.left).toBeCloseTo(plain.right - plain.left + 20, 0)
    expect((spaced.left + spaced.right) / 2).toBeCloseTo(200, 0)
  })

  test('bold, a narrow face and a tspan that changes the weight each change the width', () => {
    const width = (body: string, root = '') => {
      const { left, right } = box(outlineText(svg(body, root)))
      return right - left
    }
    const regular = width('<text x="0" y="50" font-size="20">Wedding reels</text>')
    expect(width('<text x="0" y="50" font-size="20" font-weight="700">Wedding reels</text>')).toBeGreaterThan(regular)
    expect(width('<text x="0" y="50" font-size="20">Wedding reels</text>', ' font-family="Arial Narrow"')).toBeLessThan(
      regular,
    )
    const mixed = width('<text x="0" y="50" font-size="20">Wedding <tspan font-weight="700">reels</tspan></text>')
    expect(mixed).toBeGreaterThan(regular)
  })

  test('escaped characters are drawn as the characters they stand for, the rupee sign too', () => {
    const escaped = box(outlineText(svg('<text x="0" y="50" font-size="20">&amp;</text>')))
    const ampersand = box(outlineText(svg('<text x="0" y="50" font-size="20">&</text>')))
    expect(escaped).toEqual(ampersand)
    expect(() => outlineText(svg('<text x="0" y="50" font-size="20">₹4,999</text>'))).not.toThrow()
  })

  test('an attribute it does not draw is refused rather than dropped', () => {
    expect(() => outlineText(svg('<text x="0" y="50" opacity="0.5">Reels</text>'))).toThrow(/<text> with opacity/)
    expect(() => outlineText(svg('<text x="0" y="50">Reels <tspan dy="4">now</tspan></text>'))).toThrow(
      /<tspan> with dy/,
    )
  })

  test('a character no font here can draw is refused rather than left out', () => {
    expect(() => outlineText(svg('<text x="0" y="50" font-size="20">漢</text>'))).toThrow(/no font here draws/)
  })
})
