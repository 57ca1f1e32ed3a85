import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openImageCache } from './image-cache.server'

const dirs: string[] = []
function folder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-cache-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

const kb = (fill: number) => Buffer.alloc(1024, fill)

describe('the disk cache of pictures', () => {
  it('gives back what was written, and nothing for what was not', async () => {
    const cache = openImageCache({ dir: folder(), maxBytes: 10 * 1024 })
    await cache.write('a', kb(1))
    expect(await cache.read('a')).toEqual(kb(1))
    expect(await cache.read('b')).toBeNull()
  })

  it('stays within its bound by dropping the least recently used files from the disk', async () => {
    const dir = folder()
    const cache = openImageCache({ dir, maxBytes: 3 * 1024 })
    await cache.write('a', kb(1))
    await cache.write('b', kb(2))
    await cache.write('c', kb(3))
    expect(await cache.read('a')).not.toBeNull() // a is now more recent than b
    await cache.write('d', kb(4))
    await expect.poll(() => fs.existsSync(path.join(dir, 'b'))).toBe(false)
    expect(await cache.read('b')).toBeNull()
    expect(await cache.read('a')).toEqual(kb(1))
    expect(await cache.read('d')).toEqual(kb(4))
    expect(await cache.size()).toBeLessThanOrEqual(3 * 1024)
    expect(fs.readdirSync(dir).sort()).toEqual(['a', 'c', 'd'])
  })

  it('keeps nothing larger than its whole bound', async () => {
    const dir = folder()
    const cache = openImageCache({ dir, maxBytes: 2 * 1024 })
    await cache.write('big', Buffer.alloc(3 * 1024))
    expect(await cache.read('big')).toBeNull()
    expect(fs.readdirSync(dir)).toEqual([])
  })

  it('after a restart finds its files, oldest use first, and drops leftovers of an interrupted write', async () => {
    const dir = folder()
    const before = openImageCache({ dir, maxBytes: 3 * 1024 })
    await before.write('old', kb(1))
    await before.write('new', kb(2))
    fs.utimesSync(path.join(dir, 'old'), new Date(Date.now() - 60_000), new Date(Date.now() - 60_000))
    fs.writeFileSync(path.join(dir, 'tmp-left-over'), 'half a picture')
    fs.utimesSync(path.join(dir, 'tmp-left-over'), new Date(Date.now() - 120_000), new Date(Date.now() - 120_000))

    const after = openImageCache({ dir, maxBytes: 3 * 1024 })
    expect(await after.size()).toBe(2 * 1024)
    expect(fs.existsSync(path.join(dir, 'tmp-left-over'))).toBe(false)
    await after.write('newer', kb(3))
    await after.write('newest', kb(4))
    await expect.poll(() => fs.existsSync(path.join(dir, 'old'))).toBe(false)
    expect(await after.read('new')).toEqual(kb(2))
  })

  it('makes a file again when another instance sharing the folder dropped it', async () => {
    const dir = folder()
    const cache = openImageCache({ dir, maxBytes: 10 * 1024 })
    await cache.write('a', kb(1))
    fs.rmSync(path.join(dir, 'a'))
    expect(await cache.read('a')).toBeNull()
    await cache.write('a', kb(5))
    expect(await cache.read('a')).toEqual(kb(5))
  })
})
