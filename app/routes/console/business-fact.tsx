import { Form, Link, data, redirect, useNavigation } from 'react-router'
import { consoleMeta } from '~/components/console/console-meta'
import { ConsoleSection } from '~/components/console/console-section'
import { FactFields } from '~/components/console/fact-form'
import { FactHistory } from '~/components/console/fact-history'
import { Status } from '~/components/console/status-message'
import { businessWords, factSections, previewWords } from '~/content/business-console'
import { requireStaff } from '~/server/auth.server'
import { factForm, withEntryAdded, withEntryRemoved } from '~/server/console/business.server'
import { factHistory } from '~/server/console/fact-history.server'
import { factFromForm } from '~/server/console/posted-fact.server'
import { draftIn, endedPreviewCookie, pageShowing, previewCookie } from '~/server/fact-preview.server'
import { safeRedirectTarget } from '~/server/redirect-target.server'
import { isFactName } from '~/content/business-schema'
import { type FactName, type FactProblem, businessFactsStore } from '~/server/facts-store.server'
import type { Route } from './+types/business-fact'
import type { PageHandle } from '~/pages/page-handle'

export const handle = { audience: 'staff', scripts: true } satisfies PageHandle

export function meta({ data, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return consoleMeta(data ? `${data.title} | ${businessWords.heading}` : businessWords.heading, matches)
}

function factNamed(name: string): FactName {
  if (!isFactName(name)) throw data('Not found', { status: 404 })
  return name
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const me = await requireStaff(request, { role: 'admin' })
  const name = factNamed(params.name)
  const store = businessFactsStore()
  const facts = await store.now()
  // Back from a preview of this fact, the form holds the unsaved value it showed.
  const draft = await draftIn(request.headers.get('cookie'), me.sessionId)
  const previewing = draft?.name === name ? draft : null
  return {
    name,
    ...factSections[name],
    since: previewing ? previewing.since : await store.lastChange(name),
    previewing: Boolean(previewing),
    ...factForm(name, previewing ? previewing.value : facts[name], { confirmations: await store.confirmations(name) }),
    history: await factHistory(store, name),
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const me = await requireStaff(request, { role: 'admin' })
  const name = factNamed(params.name)
  const store = businessFactsStore()
  const form = await request.formData()
  const intent = String(form.get('intent') ?? '')
  if (intent === 'end-preview') {
    const ended = { 'Set-Cookie': endedPreviewCookie() }
    const back = safeRedirectTarget(form.get('back'), '')
    if (back) throw redirect(back, { headers: ended })
    return data({ message: previewWords.ended }, { headers: ended })
  }
  if (intent === 'undo') {
    const result = await store.undo(Number(form.get('change')), me.id)
    if (result.saved) return { message: businessWords.undone }
    if ('unchanged' in result) return { message: businessWords.unchanged }
    return data({ error: result.problems.map((problem) => problem.message).join(' ') }, { status: 400 })
  }
  const value = factFromForm(name, form)
  const since = Number(form.get('since'))
  const confirmations = await store.confirmations(name)
  // Adding or removing an entry gives the form back as it was posted, changed and not saved.
  if (intent.startsWith('add:') || intent.startsWith('remove:')) {
    const changed = intent.startsWith('add:')
      ? withEntryAdded(name, value, intent.slice('add:'.length))
      : withEntryRemoved(name, value, intent.slice('remove:'.length))
    return { draft: factForm(name, changed, { confirmations }), since, drawn: crypto.randomUUID() }
  }
  const refused = (error: string, problems: FactProblem[] = []) =>
    data(
      { error, draft: factForm(name, value, { problems, confirmations }), since, drawn: crypto.randomUUID() },
      { status: 400 },
    )
  if (intent === 'preview') {
    const checked = await store.check(name, value, { since })
    if (!checked.checked) return refused(previewWords.notShown, checked.problems)
    const cookie = await previewCookie({ name, value: checked.value, since }, me.sessionId)
    if (!cookie) return refused(previewWords.tooLarge)
    throw redirect(await pageShowing(name), { headers: { 'Set-Cookie': cookie } })
  }
  const result = await store.save(name, value, me.id, { since })
  // Saved, the preview of this fact has nothing left to show.
  const previewed = (await draftIn(request.headers.get('cookie'), me.sessionId))?.name === name
  const headers = previewed ? { 'Set-Cookie': endedPreviewCookie() } : undefined
  if (result.saved) return data({ message: businessWords.saved }, { headers })
  if ('unchanged' in result) return data({ message: businessWords.unchanged }, { headers })
  return refused(businessWords.notSaved, result.problems)
}

export default function BusinessFact({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const draft = actionData && 'draft' in actionData ? actionData : null
  const { form, unplaced } = draft?.draft ?? loaderData
  const since = draft?.since ?? loaderData.since
  return (
    <>
      <p>
        <Link to="/console/business" className="text-sm text-muted underline underline-offset-4 hover:text-paper">
          {businessWords.back}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">{loaderData.title}</h1>
      <p className="mt-2 max-w-3xl text-muted">{loaderData.about}</p>
      <div className="mt-4 flex flex-col gap-2">
        <Status result={actionData} />
        {loaderData.previewing && !actionData ? <Status result={{ message: previewWords.previewing }} /> : null}
        {unplaced.map((problem) => (
          <p key={problem.path} role="alert" className="text-red-300">
            {problem.path ? `${problem.path}: ` : null}
            {problem.message}
          </p>
        ))}
      </div>
      <Form
        // A form drawn anew (a draft back from the server, or the fact as saved) starts from its own values.
        key={draft ? draft.drawn : `${loaderData.previewing ? 'previewed' : 'stored'} ${since}`}
        method="post"
        noValidate
        className="mt-6 flex max-w-3xl flex-col gap-4"
      >
        <input type="hidden" name="since" value={since} />
        <FactFields node={form} top />
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="save" className="button-primary" disabled={busy}>
            {businessWords.save}
          </button>
          <button type="submit" name="intent" value="preview" className="button-secondary" disabled={busy}>
            {previewWords.button}
          </button>
          {loaderData.previewing ? (
            <button type="submit" name="intent" value="end-preview" className="button-secondary" disabled={busy}>
              {previewWords.end}
            </button>
          ) : null}
        </div>
      </Form>
      <ConsoleSection id="history" title={businessWords.history} className="mt-10 max-w-3xl">
        <FactHistory entries={loaderData.history} busy={busy} showFact={false} />
      </ConsoleSection>
    </>
  )
}
