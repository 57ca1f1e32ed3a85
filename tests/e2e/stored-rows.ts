import path from 'node:path'
import { type Page, expect } from '@playwright/test'
import { sqliteDriver } from '~/server/sqlite-driver.server'

/** The stored row a success panel's reference (BK-12) names, read from the e2e server's own database. */
export function storedRow(table: string, reference: string) {
  const id = Number(reference.split('-')[1])
  const Database = sqliteDriver()
  const db = new Database(path.join(process.env.E2E_DATA_DIR as string, 'site.db'), {
    readonly: true,
    fileMustExist: true,
  })
  try {
    return db.prepare(`select * from ${table} where id = ?`).get(id) as Record<string, unknown> | undefined
  } finally {
    db.close()
  }
}

/** The reference the success panel of this name shows, once it shows one with this prefix. */
export async function referenceIn(page: Page, panelName: string, prefix: string) {
  const panel = page.getByRole('region', { name: panelName })
  await expect(panel).toContainText(new RegExp(`Your reference: ${prefix}-\\d+`))
  return (await panel.locator('[data-reference]').textContent()) ?? ''
}
