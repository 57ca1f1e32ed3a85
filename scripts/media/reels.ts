// Sample reels: vertical 360 × 640 H.264 clips of about 3.5 s, drawn from lavfi sources. Light shapes are
// computed at a quarter of the size and scaled up: they are blurred anyway, and it is sixteen times faster.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { type ReelClip, reelSize, type reels } from '../../app/content/reels'
import { publicDir, seeded } from './output'

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

export function makeClip(clip: ReelClip) {
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
export function makePoster(reel: (typeof reels)[number]) {
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
