import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { lowPriorityPreloads } from './low-priority-preloads.server'

function through(chunks: Buffer[]) {
  return text(Readable.from(chunks).pipe(lowPriorityPreloads()))
}

const page =
  '<head><title>Privacy — ReelCraft ✓</title></head><body><p>Räksmörgås</p>' +
  '<link rel="modulepreload" href="/assets/framework.js"/><link rel="modulepreload" href="/assets/chrome.js"/>' +
  '<link rel="stylesheet" href="/x.css"/></body>'
const expected = page.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"')

describe('lowPriorityPreloads', () => {
  it('marks every module preload low priority and leaves everything else as it was', async () => {
    expect(await through([Buffer.from(page)])).toBe(expected)
  })

  it('gives the same page however the stream is cut, even inside a tag or a multi-byte character', async () => {
    const bytes = Buffer.from(page)
    for (let size = 1; size <= 40; size++) {
      const chunks: Buffer[] = []
      for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.subarray(start, start + size))
      expect(await through(chunks), `chunks of ${size} bytes`).toBe(expected)
    }
  })
})
