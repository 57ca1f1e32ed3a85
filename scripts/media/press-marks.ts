// Press wordmarks: the example coverage's generic publication names set in system type, monochrome like a logo strip.
import { drawnMarks, pressMarkSize } from '../../app/content/press-marks'
import { write, xml } from './output'

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

export function makePressMarks() {
  const { width, height } = pressMarkSize
  for (const [id, name] of drawnMarks) {
    write(
      `/press/${id}.svg`,
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">
        <title>${xml(name)}</title>${wordmarks[id]}</svg>`,
    )
  }
}
