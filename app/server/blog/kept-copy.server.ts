import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { BlogPost } from './types.server'

// The last list of posts the CMS gave, bodies included, kept in a file in the data directory, so that a site
// that starts while the CMS is down still has its blog (docs/decisions/0112). The file names the CMS it came
// from: a copy of another CMS's posts is never served.

export type KeptPosts = { source: string; savedAt: string; posts: BlogPost[] }

export type KeptCopy = {
  /** The copy, or null when there is none (or it is of another CMS, or unreadable). */
  read(): Promise<KeptPosts | null>
  /** Keeps this list, unless it is the one already kept. */
  write(posts: BlogPost[], now: Date): Promise<void>
}

export function keptCopy(file: string, source: string): KeptCopy {
  let writtenHash: string | null = null

  async function read(): Promise<KeptPosts | null> {
    let text: string
    try {
      text = await fs.readFile(file, 'utf8')
    } catch {
      return null
    }
    try {
      const kept = JSON.parse(text) as KeptPosts
      if (kept.source !== source || !Array.isArray(kept.posts)) return null
      writtenHash ??= hashOf(kept.posts)
      return kept
    } catch {
      return null
    }
  }

  async function write(posts: BlogPost[], now: Date) {
    const hash = hashOf(posts)
    if (writtenHash === null) await read()
    if (hash === writtenHash) return
    await fs.mkdir(path.dirname(file), { recursive: true })
    // Written beside the copy and renamed over it, so a crash mid-write leaves the old copy whole.
    const partial = `${file}.${process.pid}.partial`
    const kept: KeptPosts = { source, savedAt: now.toISOString(), posts }
    await fs.writeFile(partial, JSON.stringify(kept))
    await fs.rename(partial, file)
    writtenHash = hash
  }

  return { read, write }
}

function hashOf(posts: BlogPost[]) {
  return crypto.createHash('sha256').update(JSON.stringify(posts)).digest('hex')
}
