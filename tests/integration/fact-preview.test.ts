import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { businessFactsProblems } from '~/content/business-schema'
import { businessFacts } from '~/content/shipped-facts'
import { isRecord } from '~/is-record'
import type { FormNode } from '~/server/console/business.server'
import type { TestDatabase } from '../support/database'
import { engines } from '../support/database'
import {
  closeConsoleDatabase,
  consoleRequest,
  context,
  fieldAt,
  openConsoleDatabase,
  outcome,
  posted,
  signedIn,
} from './console-helpers'

// An administrator's preview of an unsaved fact, on each engine: the console checks it as a save would and saves
// nothing; the administrator's own requests, and only theirs, read the facts with it; a preview cookie that was
// altered, made in another session, kept past sign-out or past its half hour shows nothing.

// The pages of the build, which tests run without: the home page, and one public page that shows the phone.
vi.mock('~/server/site-pages.server', () => ({
  sitePagesOfBuild: async () => [
    { id: 'routes/home', path: '/', isPage: true, isLayout: false, handle: { audience: 'public', scripts: true } },
    {
      id: 'routes/contact',
      path: '/contact',
      isPage: true,
      isLayout: false,
      handle: { audience: 'public', scripts: true, facts: ['email', 'phone'] },
    },
  ],
}))

type Route = typeof import('~/routes/console/business-fact')
type Preview = typeof import('~/server/fact-preview.server')
type Store = typeof import('~/server/facts-store.server')

function isFormNode(value: unknown): value is FormNode {
  return isRecord(value) && typeof value.kind === 'string' && typeof value.path === 'string'
}

const previewed = '+91 40 4000 5678'
const saved = businessFacts.phone.main.number

describe.each(engines)('a preview of an unsaved fact on %s', (engine) => {
  let handle: TestDatabase
  let admin: { id: number; cookie: string }
  let route: Route
  let preview: Preview
  let store: Store

  beforeAll(async () => {
    handle = await openConsoleDatabase(engine)
    admin = await signedIn(handle, 'admin', 'Asha Rao')
    route = await import('~/routes/console/business-fact')
    preview = await import('~/server/fact-preview.server')
    store = await import('~/server/facts-store.server')
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  afterAll(async () => {
    await closeConsoleDatabase(handle)
  })

  function args(name: string, request: Request) {
    return { request, params: { name }, context, matches: [], unstable_pattern: '' } as never
  }

  async function openPhone(cookie = admin.cookie) {
    return route.loader(args('phone', consoleRequest('/console/business/phone', { cookie })))
  }

  /** Posts the phone form with its main number changed, and what the action answered. */
  async function postPhone(number: string, intent: string, cookie = admin.cookie) {
    const page = await openPhone(cookie)
    const form = { ...posted(page.form), 'phone.main.number': number, since: String(page.since), intent }
    const request = consoleRequest('/console/business/phone', { method: 'POST', cookie, form })
    return outcome(() => route.action(args('phone', request)))
  }

  /** The preview cookie, as the browser sends it back, that previewing a main number gives. */
  async function previewOf(number: string) {
    const answer = await postPhone(number, 'preview')
    expect(answer.status).toBe(302)
    const setCookie = (answer.body as Response).headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^rc_preview=[\w-]+\.[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=1800$/)
    return setCookie.split(';')[0]
  }

  function formOf(body: unknown) {
    if (!isRecord(body) || !isRecord(body.draft) || !isFormNode(body.draft.form)) throw new Error('no form answered')
    return body.draft.form
  }

  /** The main number a request with these cookies is drawn with, as the site's middleware runs it. */
  function mainNumberFor(cookie: string) {
    return new Promise<string>((resolve, reject) => {
      const request = { headers: { cookie } }
      preview.previewsOfDrafts()(request as never, {} as never, () => {
        store.currentFacts().then((facts) => resolve(facts.phone.main.number), reject)
      })
    })
  }

  /** The press kit a request with these cookies downloads, as the site's middleware runs it. */
  function pressKitFor(cookie: string) {
    return new Promise<string>((resolve, reject) => {
      const request = { headers: { cookie } }
      preview.previewsOfDrafts()(request as never, {} as never, () => {
        import('~/routes/press-kit')
          .then(({ loader }) => loader({ request: new Request('http://localhost/press-kit') }))
          .then((response) => response.text())
          .then(resolve, reject)
      })
    })
  }

  it('marks a press kit downloaded during a preview as showing unsaved changes, and no other', async () => {
    const cookie = await previewOf(previewed)
    const during = await pressKitFor(`${admin.cookie}; ${cookie}`)
    const outside = await pressKitFor(admin.cookie)

    expect(during).toContain(
      '<p role="note"><strong>Preview of unsaved changes</strong>: You see the site with your unsaved changes to',
    )
    expect(outside).not.toContain('Preview of unsaved changes')
  })

  it('checks a preview as a save checks it, with the schema’s words beside the field', async () => {
    const [problem] = businessFactsProblems({
      ...businessFacts,
      phone: { ...businessFacts.phone, main: { number: '040 4000 5678', confirmed: false } },
    })
    const previewAnswer = await postPhone('040 4000 5678', 'preview')
    const saveAnswer = await postPhone('040 4000 5678', 'save')

    expect(previewAnswer.status).toBe(400)
    expect(previewAnswer.body).toMatchObject({ error: 'Not previewed: please correct what is marked below.' })
    const field = fieldAt(formOf(previewAnswer.body), 'phone.main.number')
    expect(field).toEqual(fieldAt(formOf(saveAnswer.body), 'phone.main.number'))
    expect(`phone.main.number: ${field && 'error' in field ? field.error : ''}`).toBe(problem)
  })

  it('opens a page that shows the fact, saves nothing, and lays the draft over the facts for that request only', async () => {
    const answer = await postPhone(previewed, 'preview')
    expect(answer.location).toBe('/contact')
    const cookie = (answer.body as Response).headers.get('set-cookie')?.split(';')[0] ?? ''

    expect(await mainNumberFor(`${admin.cookie}; ${cookie}`)).toBe(previewed)
    expect(await mainNumberFor(admin.cookie)).toBe(saved)
    expect((await store.currentFacts()).phone.main.number).toBe(saved)
    expect(await handle.db.selectFrom('business_facts').selectAll().execute()).toEqual([])
    expect(await handle.db.selectFrom('business_fact_changes').selectAll().execute()).toEqual([])
  })

  it('gives the form back with the previewed value, and ends the preview where it was asked to', async () => {
    const cookie = await previewOf(previewed)
    const both = `${admin.cookie}; ${cookie}`

    const page = await openPhone(both)
    expect(page.previewing).toBe(true)
    expect(fieldAt(page.form, 'phone.main.number')).toMatchObject({ value: previewed })

    const request = consoleRequest('/console/business/phone', {
      method: 'POST',
      cookie: both,
      form: { intent: 'end-preview', back: '/contact' },
    })
    const ended = await outcome(() => route.action(args('phone', request)))
    expect(ended.location).toBe('/contact')
    expect((ended.body as Response).headers.get('set-cookie')).toMatch(/^rc_preview=; Path=\/; HttpOnly; .*Max-Age=0/)
  })

  it('ignores a preview cookie that was altered', async () => {
    const cookie = await previewOf(previewed)
    const [name, value] = cookie.split('=')
    const [payload, signature] = value.split('.')
    const altered = `${payload.slice(0, -2)}${payload.endsWith('AA') ? 'BA' : 'AA'}`

    expect(await mainNumberFor(`${admin.cookie}; ${name}=${altered}.${signature}`)).toBe(saved)
    expect(await mainNumberFor(`${admin.cookie}; ${name}=${payload}.${'A'.repeat(43)}`)).toBe(saved)
    expect(await mainNumberFor(`${admin.cookie}; ${cookie}`)).toBe(previewed)
  })

  it('ignores a preview cookie carried from another session, or without one', async () => {
    const cookie = await previewOf(previewed)
    const other = await signedIn(handle, 'admin')
    const anotherOfAsha = await import('~/server/auth.server').then((auth) => auth.startSession(admin.id, handle.db))

    expect(await mainNumberFor(`${other.cookie}; ${cookie}`)).toBe(saved)
    expect(await mainNumberFor(`rc_session=${anotherOfAsha.token}; ${cookie}`)).toBe(saved)
    expect(await mainNumberFor(cookie)).toBe(saved)
  })

  it('ignores a preview once its member has signed out, is no longer an administrator, or after half an hour', async () => {
    const asha = await signedIn(handle, 'admin', 'Asha Rao')
    const answer = await postPhone(previewed, 'preview', asha.cookie)
    const cookie = (answer.body as Response).headers.get('set-cookie')?.split(';')[0] ?? ''
    const both = `${asha.cookie}; ${cookie}`
    expect(await mainNumberFor(both)).toBe(previewed)

    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 31 * 60_000)
    expect(await mainNumberFor(both)).toBe(saved)
    vi.useRealTimers()

    await handle.db.updateTable('staff').set({ role: 'staff' }).where('id', '=', asha.id).execute()
    expect(await mainNumberFor(both)).toBe(saved)
    await handle.db.updateTable('staff').set({ role: 'admin' }).where('id', '=', asha.id).execute()
    expect(await mainNumberFor(both)).toBe(previewed)

    await handle.db.deleteFrom('staff_sessions').where('staff_id', '=', asha.id).execute()
    expect(await mainNumberFor(both)).toBe(saved)
  })

  it('shows no draft the schema refuses with the facts as they stand, and marks every page it shows', async () => {
    const { withDraft } = await import('~/server/facts-draft.server')
    const refused = { ...businessFacts.phone, main: { number: '040 4000 5678', confirmed: false } }
    const taken = { ...businessFacts.phone, main: { number: previewed, confirmed: false } }

    await withDraft({ name: 'phone', value: refused, since: 0 }, async () => {
      expect((await store.currentFacts()).phone.main.number).toBe(saved)
      expect(preview.previewBanner()).toBeNull()
    })
    await withDraft({ name: 'phone', value: taken, since: 0 }, async () => {
      expect((await store.currentFacts()).phone.main.number).toBe(previewed)
      expect(preview.previewBanner()).toMatchObject({
        label: 'Preview of unsaved changes',
        form: '/console/business/phone',
        back: 'Back to the form',
        end: 'End preview',
      })
    })
    expect(preview.previewBanner()).toBeNull()
  })
})
