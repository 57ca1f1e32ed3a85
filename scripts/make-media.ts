// Makes every picture and clip the site ships under public/: illustrated portraits (team and testimonials),
// press wordmarks, the app dashboard in two layouts, and the Discover Vibe sample reels with their posters.
// Everything is drawn here: SVG written by hand, clips rendered from ffmpeg's lavfi sources.
//
//   npx tsx scripts/make-media.ts            # everything (needs ffmpeg with libx264 and libwebp)
//   npx tsx scripts/make-media.ts --no-video # only the SVG files
//
// The output is committed, so neither CI nor a fresh clone needs ffmpeg.
// The drawing lives in scripts/media/, one module for each kind of picture.
import { reelClips, reels } from '../app/content/reels'
import { makeDashboards } from './media/dashboard'
import { makePortraits } from './media/portraits'
import { makePressMarks } from './media/press-marks'
import { makeClip, makePoster } from './media/reels'

makePortraits()
makePressMarks()
makeDashboards()
if (!process.argv.includes('--no-video')) {
  for (const clip of reelClips) makeClip(clip)
  for (const reel of reels) makePoster(reel)
}
