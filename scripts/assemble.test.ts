import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { assemblies } from './assemble'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')

describe('the lists written from folders', () => {
  it.each(assemblies(root))('$file is what `npm run assemble` writes', ({ file, text }) => {
    expect(fs.readFileSync(path.join(root, file), 'utf8'), `run npm run assemble to write ${file}`).toBe(text)
  })
})
