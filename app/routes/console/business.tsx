import { Link, data, useNavigation } from 'react-router'
import { consoleMeta } from '~/components/console/console-meta'
import { ConsoleSection } from '~/components/console/console-section'
import { FactHistory } from '~/components/console/fact-history'
import { Status } from '~/components/console/status-message'
import { businessWords, factSections } from '~/content/business-console'
import { factNames } from '~/content/business-schema'
import { markedEntries } from '~/content/examples'
import { requireStaff } from '~/server/auth.server'
import { factHistory } from '~/server/console/fact-history.server'
import { businessFactsStore } from '~/server/facts-store.server'
import type { Route } from './+types/business'
import type { PageHandle } from '~/pages/page-handle'

export const handle = { audience: 'staff', scripts: true } satisfies PageHandle

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return consoleMeta(businessWords.heading, matches)
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, { role: 'admin' })
  const store = businessFactsStore()
  const facts = await store.now()
  return {
    facts: factNames.map((name) => ({
      name,
      ...factSections[name],
      marked: markedEntries(name, facts[name]).length,
      examples: markedEntries(name, facts[name]).filter((entry) => !entry.confirmed).length,
    })),
    history: await factHistory(store),
  }
}

export async function action({ request }: Route.ActionArgs) {
  const me = await requireStaff(request, { role: 'admin' })
  const form = await request.formData()
  if (form.get('intent') !== 'undo') return data({ error: 'Unknown request.' }, { status: 400 })
  const result = await businessFactsStore().undo(Number(form.get('change')), me.id)
  if (result.saved) return { message: businessWords.undone }
  if ('unchanged' in result) return { message: businessWords.unchanged }
  return data({ error: result.problems.map((problem) => problem.message).join(' ') }, { status: 400 })
}

export default function Business({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  return (
    <>
      <h1 className="text-3xl font-bold">{businessWords.heading}</h1>
      <p className="mt-2 max-w-3xl text-muted">{businessWords.lead}</p>
      <div className="mt-4">
        <Status result={actionData} />
      </div>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {loaderData.facts.map((fact) => (
          <li key={fact.name}>
            <Link
              to={`/console/business/${fact.name}`}
              className="flex h-full flex-col gap-1 rounded-xl border border-ink-line bg-ink-raised p-4 hover:border-muted"
            >
              <span className="font-semibold">{fact.title}</span>
              <span className="text-sm text-muted">{fact.about}</span>
              {fact.marked ? (
                <span className={`text-sm ${fact.examples ? 'text-amber-300' : 'text-emerald-300'}`}>
                  {businessWords.examplesLeft(fact.examples)}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
      <ConsoleSection id="history" title={businessWords.history} className="mt-10">
        <FactHistory entries={loaderData.history} busy={busy} showFact />
      </ConsoleSection>
    </>
  )
}
