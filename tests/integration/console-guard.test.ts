import type { RouteConfigEntry } from '@react-router/dev/routes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import routes from '~/routes'
import type { TestDatabase } from '../support/database'
import { engines } from '../support/database'
import {
  closeConsoleDatabase,
  consoleRequest,
  context,
  openConsoleDatabase,
  outcome,
  signedIn,
} from './console-helpers'

// The sweep: every route of the staff console in the real route table (and the signed-in pages /profile and
// /settings) is asked for without a session, and then by a `staff` member. A route added later without a
// guard fails here.

type StaffRoute = { path: string; file: string }

function flatten(entries: RouteConfigEntry[], parent = ''): StaffRoute[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ''].filter(Boolean).join('/')
    return [{ path, file: entry.file }, ...flatten(entry.children ?? [], path)]
  })
}

const staffRoutes = flatten(routes).filter(
  (route) =>
    route.path === 'console' || route.path.startsWith('console/') || ['profile', 'settings'].includes(route.path),
)
// Administrators only: managing staff, erasing personal data and editing the business's facts.
const adminOnly = ['console/staff', 'console/privacy', 'console/business', 'console/business/:name']

function url(path: string) {
  return `/${path.replace(':kind', 'bookings').replace(':id', '1').replace(':name', 'phone')}`
}

type RouteModule = {
  loader?: (args: unknown) => Promise<unknown>
  action?: (args: unknown) => Promise<unknown>
}

async function load(file: string) {
  return (await import(/* @vite-ignore */ `../../app/${file}`)) as RouteModule
}

function args(request: Request, path: string) {
  return { request, params: { kind: 'bookings', id: '1', name: 'phone' }, context, matches: [], unstable_pattern: path }
}

it('finds the console in the route table', () => {
  const paths = staffRoutes.map((route) => route.path)
  expect(paths).toEqual(
    expect.arrayContaining([
      'console',
      'console/leads/:kind',
      'console/leads/:kind/export',
      'console/staff',
      'profile',
      'settings',
    ]),
  )
  expect(paths.length).toBeGreaterThanOrEqual(10)
})

describe.each(engines)('console guard on %s', (engine) => {
  let handle: TestDatabase
  let staffCookie: string

  beforeAll(async () => {
    handle = await openConsoleDatabase(engine)
    staffCookie = (await signedIn(handle, 'staff')).cookie
  })
  afterAll(async () => {
    await closeConsoleDatabase(handle)
  })

  it.each(staffRoutes)('$path sends a visitor without a session to sign in', async ({ path, file }) => {
    const module = await load(file)
    expect(module.loader ?? module.action, `${file} has neither a loader nor an action`).toBeDefined()
    if (module.loader) {
      const answer = await outcome(() => module.loader!(args(consoleRequest(url(path)), path)))
      expect(answer.status).toBe(302)
      expect(answer.location).toBe(`/sign-in?redirectTo=${encodeURIComponent(url(path))}`)
    }
    if (module.action) {
      const answer = await outcome(() =>
        module.action!(
          args(consoleRequest(url(path), { method: 'POST', form: { intent: 'status', status: 'confirmed' } }), path),
        ),
      )
      expect(answer.status).toBe(401)
    }
  })

  it.each(staffRoutes)('$path refuses a signed-in member a cross-site POST', async ({ path, file }) => {
    const module = await load(file)
    if (!module.action) return
    const request = consoleRequest(url(path), { method: 'POST', cookie: staffCookie, origin: 'https://evil.example' })
    expect((await outcome(() => module.action!(args(request, path)))).status).toBe(403)
  })

  it.each(staffRoutes)('$path lets a staff member in only where staff may go', async ({ path, file }) => {
    const module = await load(file)
    const refused = adminOnly.includes(path)
    if (module.loader) {
      const answer = await outcome(() => module.loader!(args(consoleRequest(url(path), { cookie: staffCookie }), path)))
      if (refused) expect(answer.status).toBe(403)
      else {
        expect([401, 403]).not.toContain(answer.status)
        expect(answer.location ?? '').not.toContain('/sign-in')
      }
    }
    if (module.action && refused) {
      const request = consoleRequest(url(path), { method: 'POST', cookie: staffCookie, form: { intent: 'create' } })
      expect((await outcome(() => module.action!(args(request, path)))).status).toBe(403)
    }
  })
})
