// What every drawing module shares: where the files go, how they are written, and the deterministic random source.
import fs from 'node:fs'
import path from 'node:path'

export const publicDir = path.resolve(import.meta.dirname, '..', '..', 'public')

export function write(file: string, content: string) {
  const target = path.join(publicDir, file)
  fs.mkdirSync(path.dirname(target), { recursive: true })
  fs.writeFileSync(target, content.replace(/\n\s*/g, '\n').trim() + '\n')
}

export function xml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** A small deterministic random source, so the script makes the same files every time. */
export function seeded(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}
