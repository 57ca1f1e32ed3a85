import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import v8 from 'node:v8'
import vm from 'node:vm'
import { sql } from 'kysely'
import { expect, it } from 'vitest'
import { openDatabase } from '~/server/db.server'

// better-sqlite3 12 aborts the whole process on Node 24 when the garbage collector frees a statement it prepared;
// the driver the server loads must not (app/server/sqlite-driver.server.ts). CI runs this on Node 24 too.
it('frees the SQLite statements the server no longer holds without ending the process', async () => {
  v8.setFlagsFromString('--expose-gc')
  const collectGarbage = vm.runInNewContext('gc') as () => void
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-driver-')), 'site.db')
  const { db } = openDatabase(file)
  // More distinct statements than the server keeps prepared, so the oldest are let go.
  for (let round = 0; round < 1_500; round++) {
    const { rows } = await sql<{ n: number }>`select ${sql.raw(String(round))} as n`.execute(db)
    expect(rows[0].n).toBe(round)
  }
  collectGarbage()
  collectGarbage()
  const { rows } = await sql<{ ok: number }>`select 1 as ok`.execute(db)
  expect(rows).toEqual([{ ok: 1 }])
  await db.destroy()
})
