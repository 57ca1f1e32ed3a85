import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businessFactsProblems, factNames } from '~/content/business-schema'
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

// The console's Business section, as an administrator uses it, on each engine: the form of every fact as drawn,
// a save and the schema's own words for what it refuses, the history of who changed what, and undo.

type Route = typeof import('~/routes/console/business-fact')

function isFormNode(value: unknown): value is FormNode {
  return isRecord(value) && typeof value.kind === 'string' && typeof value.path === 'string'
}

/** The form an answer gives back unsaved: with an entry added, or with what the schema refused. */
function draftOf(answer: Record<string, unknown>): FormNode {
  const form = isRecord(answer.draft) ? answer.draft.form : undefined
  if (!isFormNode(form)) throw new Error('the answer holds no form')
  return form
}

function bodyOf(result: { body: unknown }) {
  if (!isRecord(result.body)) throw new Error('the route answered no data')
  return result.body
}

describe.each(engines)('the Business section on %s', (engine) => {
  let handle: TestDatabase
  let cookie: string
  let route: Route

  beforeAll(async () => {
    handle = await openConsoleDatabase(engine)
    cookie = (await signedIn(handle, 'admin', 'Asha Rao')).cookie
    route = await import('~/routes/console/business-fact')
  })
  afterAll(async () => {
    await closeConsoleDatabase(handle)
  })

  async function open(name: string) {
    const request = consoleRequest(`/console/business/${name}`, { cookie })
    return route.loader({ request, params: { name }, context, matches: [], unstable_pattern: '' } as never)
  }

  async function post(name: string, form: Record<string, string>) {
    const request = consoleRequest(`/console/business/${name}`, { method: 'POST', cookie, form })
    return bodyOf(
      await outcome(() =>
        route.action({ request, params: { name }, context, matches: [], unstable_pattern: '' } as never),
      ),
    )
  }

  it('draws every fact as a form that, posted as it is, saves nothing', async () => {
    for (const name of factNames) {
      const page = await open(name)
      const answer = await post(name, { ...posted(page.form), since: String(page.since), intent: 'save' })
      expect(answer, name).toEqual({ message: 'Nothing changed, so nothing was saved.' })
    }
  })

  it('saves a confirmed phone number, says who confirmed it, and lists the change', async () => {
    const page = await open('phone')
    const form = {
      ...posted(page.form),
      'phone.main.number': '+91 40 4000 1234',
      'phone.main.confirmed': 'on',
      since: String(page.since),
      intent: 'save',
    }

    expect(await post('phone', form)).toEqual({ message: 'Saved. Every page shows it within seconds.' })

    const after = await open('phone')
    expect(fieldAt(after.form, 'phone.main.number')).toMatchObject({ value: '+91 40 4000 1234' })
    expect(fieldAt(after.form, 'phone.main')).toMatchObject({
      confirmation: { confirmed: true, by: { by: 'Asha Rao' } },
    })
    expect(after.history[0]).toMatchObject({
      by: 'Asha Rao',
      undoable: true,
      differences: [
        { where: 'Main › Number', from: '+91 40 4520 1999', to: '+91 40 4000 1234' },
        { where: 'Main › Confirmed', from: 'no', to: 'yes' },
      ],
    })
  })

  it('refuses what the schema refuses, with the schema’s message beside the field, and saves nothing', async () => {
    const page = await open('whatsapp')
    const answer = await post('whatsapp', {
      ...posted(page.form),
      'whatsapp.number': '98765 01999',
      since: String(page.since),
      intent: 'save',
    })

    const [problem] = businessFactsProblems({ ...businessFacts, whatsapp: { number: '98765 01999', confirmed: false } })
    expect(problem).toBe('whatsapp.number: must be a phone number with its country code, such as +91 40 4520 1999')
    expect(answer.error).toBe('Not saved: please correct what is marked below.')
    expect(fieldAt(draftOf(answer), 'whatsapp.number')).toMatchObject({
      value: '98765 01999',
      error: 'must be a phone number with its country code, such as +91 40 4520 1999',
    })
    expect((await open('whatsapp')).history).toEqual([])
  })

  it('adds an entry to a list unsaved, and refuses it empty with the schema’s words', async () => {
    const page = await open('testimonials')
    const added = await post('testimonials', {
      ...posted(page.form),
      since: String(page.since),
      intent: 'add:testimonials',
    })
    const form = draftOf(added)
    expect(form.kind === 'list' && form.items.length).toBe(businessFacts.testimonials.length + 1)
    expect((await open('testimonials')).history).toEqual([])

    const answer = await post('testimonials', { ...posted(form), since: String(page.since), intent: 'save' })
    const last = businessFacts.testimonials.length
    expect(fieldAt(draftOf(answer), `testimonials.${last}.quote`)).toMatchObject({
      error: 'must not be empty',
    })
  })

  it('undoes a change from the history', async () => {
    const page = await open('hours')
    await post('hours', { ...posted(page.form), 'hours.opens': '10:00', since: String(page.since), intent: 'save' })
    const [change] = (await open('hours')).history

    expect(await post('hours', { intent: 'undo', change: String(change.id) })).toEqual({
      message: 'Undone. Every page shows it within seconds.',
    })

    const after = await open('hours')
    expect(fieldAt(after.form, 'hours.opens')).toMatchObject({ value: '09:00' })
    expect(after.history[0]).toMatchObject({ undoes: change.id, by: 'Asha Rao' })
  })
})
