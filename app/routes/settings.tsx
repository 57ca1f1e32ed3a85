import { Form, useNavigation } from 'react-router'
import { privatePageHeaders, staffPageMeta } from '~/components/console/console-meta'
import { siteIn } from '~/pages/seo'
import { Status } from '~/components/console/status-message'
import { leadCatalogue, leadKinds } from '~/leads/catalogue'
import { requireStaff } from '~/server/auth.server'
import { mailPreferences, setMailPreferences } from '~/leads/team-notifications.server'
import { staffProfile } from '~/server/staff.server'
import type { Route } from './+types/settings'
import type { PageHandle } from '~/pages/page-handle'

export const handle = { audience: 'staff', scripts: true } satisfies PageHandle

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return staffPageMeta(
    'Settings',
    `Your ${siteIn(matches)?.brand ?? 'own'} staff settings: which new leads you are told about by e-mail.`,
    matches,
  )
}

export const headers = privatePageHeaders

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request)
  const profile = await staffProfile(staff.id)
  return { email: profile.email, notify: await mailPreferences(staff.id) }
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request)
  const form = await request.formData()
  await setMailPreferences(staff.id, form.getAll('notify').map(String))
  return { message: 'Your mail preferences are saved.' }
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  return (
    <section className="container-page pt-16 pb-24 sm:pt-24">
      <h1 className="text-4xl font-bold">Settings</h1>
      <p className="mt-4 max-w-2xl text-muted">
        Choose which new leads you hear about. Each one you tick sends an e-mail to {loaderData.email} as soon as a
        visitor's form is stored; the rest wait for you in the console.
      </p>
      <Form
        method="post"
        className="mt-10 flex max-w-xl flex-col gap-5 rounded-2xl border border-ink-line bg-ink-raised p-6"
      >
        <Status result={actionData} />
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-3 text-xl font-semibold">E-mail me about new</legend>
          {leadKinds.map((kind) => (
            <label
              key={kind}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-ink-line/50"
            >
              <input
                type="checkbox"
                name="notify"
                value={kind}
                defaultChecked={loaderData.notify.includes(kind)}
                className="size-5 accent-accent"
              />
              {leadCatalogue[kind].label.plural.toLowerCase()}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button-primary" disabled={busy}>
          {busy ? 'Saving...' : 'Save settings'}
        </button>
      </Form>
    </section>
  )
}
