import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { leadCatalogue, leadKinds } from './catalogue'
import { leadStores } from './catalogue.server'

// A kind of lead is one folder, app/leads/<kind>/, named as its table: README.md, "How to add a kind of lead".
const leadsFolder = path.dirname(new URL(import.meta.url).pathname)
const kindFiles = [
  'entry.ts',
  'messages.ts',
  'schema.ts',
  'store.server.ts',
  'mail.ts',
  'form.tsx',
  'sample.ts',
] as const

describe('the folders of the kinds of lead', () => {
  it('are the catalogue’s kinds: a folder that holds a kind’s files has its entry.ts', () => {
    const folders = fs
      .readdirSync(leadsFolder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .filter((entry) => kindFiles.some((file) => fs.existsSync(path.join(leadsFolder, entry.name, file))))
      .map((entry) => entry.name)
    expect(folders.sort()).toEqual([...leadKinds].sort())
  })

  describe.each(leadKinds)('%s', (kind) => {
    it('has its entry, messages, schema, store, mail, form and sample', () => {
      const missing = kindFiles.filter((file) => !fs.existsSync(path.join(leadsFolder, kind, file)))
      expect(missing).toEqual([])
    })

    it('is what the catalogue and the server assemble, under its own name', async () => {
      const declared: unknown = await import(`./${kind}/entry.ts`)
      const stored: unknown = await import(`./${kind}/store.server.ts`)
      const mailed: unknown = await import(`./${kind}/mail.ts`)
      expect(declared).toHaveProperty('kind', kind)
      expect(declared).toHaveProperty('entry', leadCatalogue[kind])
      expect(stored).toHaveProperty('store.check', leadStores[kind].check)
      expect(mailed).toHaveProperty('mail', leadStores[kind].mail)
    })

    it('labels every field and stores it in a column of its own', () => {
      const fields = Object.values(leadCatalogue[kind].fields)
      expect(fields.length).toBeGreaterThan(0)
      for (const field of fields) expect(field.label.trim()).not.toBe('')
      const columns = fields.map((field) => field.column)
      expect(new Set(columns).size).toBe(columns.length)
    })
  })
})
