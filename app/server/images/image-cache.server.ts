import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { LRUCache } from 'lru-cache'
import { logger } from '../logger.server'

// Resized pictures and downloaded originals on disk, bounded in bytes: when a new file would pass the bound,
// the least recently used files go first. The index lives in memory and is rebuilt from the folder at start-up
// (a file's modification time is its last use), so a restart keeps the cache. Files are written under a
// temporary name and renamed into place, and a file that has gone (another instance sharing the folder
// dropped it) is simply made again, so several instances may share one folder; each keeps its own bound.

export type ImageCache = {
  read(key: string): Promise<Buffer | null>
  write(key: string, body: Buffer): Promise<void>
  /** Bytes the cache holds now, as its index counts them. */
  size(): Promise<number>
}

type Options = { dir: string; maxBytes: number }

const temporaryPrefix = 'tmp-'
// A temporary file this old was left by a process that stopped while writing it.
const abandonedAfterMs = 60_000
// Marking a file as used costs a write to the disk; once an hour is enough to order them after a restart.
const touchEveryMs = 60 * 60_000

/** A file name for anything that identifies a picture (its source, width and format). */
export function cacheKey(...parts: (string | number | null)[]) {
  return crypto.createHash('sha256').update(parts.join('\u0000')).digest('hex')
}

export function openImageCache({ dir, maxBytes }: Options): ImageCache {
  const touched = new Map<string, number>()
  const index = new LRUCache<string, number>({
    maxSize: maxBytes,
    sizeCalculation: (bytes) => Math.max(1, bytes),
    dispose: (_bytes, key, reason) => {
      touched.delete(key)
      if (reason === 'evict' || reason === 'delete') void fs.rm(path.join(dir, key), { force: true })
    },
  })
  const ready = scan()

  async function scan() {
    await fs.mkdir(dir, { recursive: true })
    const found: { key: string; bytes: number; used: number }[] = []
    for (const name of await fs.readdir(dir)) {
      const file = path.join(dir, name)
      const stat = await fs.stat(file).catch(() => null)
      if (!stat?.isFile()) continue
      if (name.startsWith(temporaryPrefix)) {
        if (Date.now() - stat.mtimeMs > abandonedAfterMs) await fs.rm(file, { force: true })
        continue
      }
      found.push({ key: name, bytes: stat.size, used: stat.mtimeMs })
    }
    // Oldest first, so the most recently used end up as the most recent in the index.
    for (const entry of found.sort((a, b) => a.used - b.used)) {
      index.set(entry.key, entry.bytes)
      touched.set(entry.key, entry.used)
    }
  }

  function markUsed(key: string) {
    const now = Date.now()
    if (now - (touched.get(key) ?? 0) < touchEveryMs) return
    touched.set(key, now)
    const when = new Date(now)
    fs.utimes(path.join(dir, key), when, when).catch(() => undefined)
  }

  return {
    async read(key) {
      await ready
      try {
        const body = await fs.readFile(path.join(dir, key))
        if (index.has(key)) index.get(key)
        else index.set(key, body.length)
        markUsed(key)
        return body
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
          logger.warn({ err: error, key }, 'image cache read failed')
        index.delete(key)
        return null
      }
    },
    async write(key, body) {
      await ready
      const temporary = path.join(dir, `${temporaryPrefix}${crypto.randomBytes(8).toString('hex')}`)
      try {
        await fs.writeFile(temporary, body)
        await fs.rename(temporary, path.join(dir, key))
      } catch (error) {
        logger.warn({ err: error, key }, 'image cache write failed')
        await fs.rm(temporary, { force: true })
        return
      }
      index.set(key, body.length)
      touched.set(key, Date.now())
      // Larger than the whole bound: the index refused it, so the file must not stay either.
      if (!index.has(key)) await fs.rm(path.join(dir, key), { force: true })
    },
    async size() {
      await ready
      return index.calculatedSize
    },
  }
}
