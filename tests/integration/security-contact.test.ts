import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { email } from '~/content/business'

// SECURITY.md tells a finder where to write; the address is one of the business's facts, so the page must
// follow the file when the business changes it.
describe('SECURITY.md', () => {
  it('names the general e-mail address of the business facts as the place to report a problem', () => {
    const policy = fs.readFileSync(path.join(import.meta.dirname, '../../SECURITY.md'), 'utf8')
    const reporting = policy.slice(policy.indexOf('## Reporting a problem'), policy.indexOf('## What protects what'))
    expect(reporting).toContain(email.general.address)
    expect(reporting).toContain('app/content/business.ts')
  })
})
