import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ImageServer, ghostUploads, picturePaths, startImageServer } from '../support/image-server'
import {
  type SiteProcess,
  linesSince,
  peakResidentBytes,
  residentBytes,
  startSite,
  stopSite,
} from '../support/site-process'

// What a stranger can make the image endpoint spend with pictures that are tiny files but enormous, oddly
// shaped or broken once decoded, on a host the endpoint fetches from. The production build runs as its own
// process; a real HTTPS picture host on loopback is the CMS (the Ghost URL's origin, which may be on this
// machine), trusted through NODE_EXTRA_CA_CERTS as a real host's certificate would be.

const megabyte = 1024 * 1024
const avifBrowser = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'

let images: ImageServer
let site: SiteProcess
let certificateDir: string

/** The site with the picture host as its CMS, and the environment given. */
function startSiteWithPictures(env: Record<string, string> = {}) {
  return startSite({
    env: {
      GHOST_URL: `https://127.0.0.1:${images.port}`,
      GHOST_CONTENT_API_KEY: '0123456789abcdef0123456789',
      NODE_EXTRA_CA_CERTS: path.join(certificateDir, 'host.pem'),
      LOG_LEVEL: 'info',
      ...env,
    },
  })
}

beforeAll(async () => {
  images = await startImageServer({ hostname: 'images.example.test' })
  await images.prepare([
    picturePaths.wide,
    picturePaths.tall,
    picturePaths.corrupt,
    picturePaths.cover,
    picturePaths.large,
  ])
  certificateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'picture-host-'))
  fs.writeFileSync(path.join(certificateDir, 'host.pem'), images.certificate)
  site = await startSiteWithPictures()
})

afterAll(async () => {
  if (site) await stopSite(site)
  await images?.close()
  if (certificateDir) fs.rmSync(certificateDir, { recursive: true, force: true })
})

/** GET /img/<width>/<picture on the host>: its status and its body as text. */
async function picture(pathOnHost: string, width = 640, on = site) {
  const response = await fetch(
    `${on.url}/img/${width}/${encodeURIComponent(`https://127.0.0.1:${images.port}${ghostUploads.slice(0, -1)}${pathOnHost}`)}`,
    {
      headers: { accept: avifBrowser },
    },
  )
  return { status: response.status, text: await response.text() }
}

/** 16 requests at a time for the picture at different addresses, 6 rounds; the statuses and the memory. */
async function flood(on: SiteProcess, pathOnHost: string, width: number) {
  const before = residentBytes(on)
  const statuses: number[] = []
  for (let round = 0; round < 6; round += 1) {
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, n) => picture(`${pathOnHost}?round=${round}&n=${n}`, width, on)),
    )
    statuses.push(...answers.map((answer) => answer.status))
  }
  const memory = { before, after: residentBytes(on), peak: peakResidentBytes(on) }
  const inMegabytes = Object.entries(memory).map(([name, bytes]) => `${name} ${Math.round(bytes / megabyte)} MB`)
  console.info(`${pathOnHost} at ${width} px, 16 × 6: RSS ${inMegabytes.join(', ')}`)
  return { statuses, peak: memory.peak }
}

function isJsonObject(line: string) {
  try {
    const parsed: unknown = JSON.parse(line)
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
  } catch {
    return false
  }
}

describe('a stranger asking for a 3 KB picture of 25,000,000 × 1 pixels', () => {
  it('is refused 4xx every time, and the server stays under 600 MB, 16 at a time with different addresses for 6 rounds', {
    timeout: 600_000,
  }, async () => {
    const { statuses, peak } = await flood(site, picturePaths.wide, 640)

    expect(peak).toBeLessThan(600 * megabyte)
    expect(statuses.filter((status) => status < 400 || status >= 500)).toEqual([])
    // The server still makes ordinary pictures afterwards.
    expect((await picture(picturePaths.cover)).status).toBe(200)
  })
})

describe('a stranger asking for a 0.5 MB picture of 5000 × 5000 pixels, within every limit', () => {
  // Made for every address, at the largest width and in AVIF where it fits. The allocator setting is the
  // Dockerfile's: with glibc's defaults, what libvips's threads free stays in one arena per thread.
  it('is made or answered 503, and the server stays under 600 MB, 16 at a time with different addresses for 6 rounds', {
    timeout: 900_000,
  }, async () => {
    const large = await startSiteWithPictures({ MALLOC_ARENA_MAX: '2' })
    try {
      const { statuses, peak } = await flood(large, picturePaths.large, 1920)

      expect(peak).toBeLessThan(600 * megabyte)
      expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([])
      expect(statuses).toContain(200)
    } finally {
      await stopSite(large)
    }
  })
})

describe('a picture the endpoint cannot make', () => {
  it('1 × 25,000,000 pixels is refused 4xx, not a server error', async () => {
    const { status, text } = await picture(picturePaths.tall)
    expect(status).toBeGreaterThanOrEqual(400)
    expect(status).toBeLessThan(500)
    expect(text).toMatch(/^This picture cannot be made/)
  })

  it('a PNG whose pixels cannot be read is refused 4xx and logged as one JSON line, not a stack trace', async () => {
    const logged = site.output().length
    const { status } = await picture(picturePaths.corrupt)
    expect(status).toBeGreaterThanOrEqual(400)
    expect(status).toBeLessThan(500)
    // The request's own line is written once its answer has gone, and may reach us a moment after it; a line
    // of the test before may still arrive too.
    await expect
      .poll(() =>
        linesSince(site, logged).some((line) => line.includes('"path":"/img/') && line.includes('corrupt.png')),
      )
      .toBe(true)
    const lines = linesSince(site, logged)
    expect(lines.filter((line) => !isJsonObject(line))).toEqual([])
    const refusals = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'picture refused' && String(line.src).endsWith(picturePaths.corrupt))
    expect(refusals).toEqual([
      expect.objectContaining({ level: 40, reason: expect.stringContaining('could not be made') }),
    ])
  })
})
