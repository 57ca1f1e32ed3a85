import { Form, data, useNavigation } from 'react-router'
import { consoleMeta } from '~/components/console/console-meta'
import { ConsoleSection } from '~/components/console/console-section'
import { EventLog } from '~/components/console/event-log'
import { FormField } from '~/components/console/form-field'
import { formatTime } from '~/components/console/format'
import { newPasswordHint, passwordRules } from '~/forms/console-rules'
import { Status } from '~/components/console/status-message'
import { recentEvents, recordEvent } from '~/server/audit.server'
import { requireStaff } from '~/server/auth.server'
import { database } from '~/server/db.server'
import { newMemberNotifiedOf } from '~/leads/team-notifications.server'
import { StaffError, createStaff, listStaff, setDisabled, setRole } from '~/server/staff.server'
import type { Route } from './+types/staff'
import { indiaZoneLabel } from '~/india/india-time'
import type { PageHandle } from '~/pages/page-handle'

export const handle = { audience: 'staff', scripts: true } satisfies PageHandle

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return consoleMeta('Staff', matches)
}

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireStaff(request, { role: 'admin' })
  return { me: me.id, staff: await listStaff(), changes: await recentEvents('staff') }
}

export async function action({ request }: Route.ActionArgs) {
  const me = await requireStaff(request, { role: 'admin' })
  const form = await request.formData()
  const intent = String(form.get('intent') ?? '')
  const { db } = database()
  try {
    if (intent === 'create') {
      const role = form.get('role') === 'admin' ? 'admin' : 'staff'
      const id = await createStaff({
        email: String(form.get('email') ?? ''),
        name: String(form.get('name') ?? ''),
        role,
        password: String(form.get('password') ?? ''),
        notifyOf: newMemberNotifiedOf,
      })
      await recordEvent(db, {
        leadType: 'staff',
        leadId: id,
        staffId: me.id,
        action: 'create',
        detail: `Created a ${role} account`,
      })
      return {
        intent,
        message: 'The account is created. Give the member their password; they can change it in their profile.',
      }
    }
    const id = Number(form.get('id'))
    // An administrator cannot lock themselves out; another administrator has to do it.
    if (id === me.id) throw new StaffError('You cannot change your own role or disable your own account.')
    if (intent === 'role') {
      const role = form.get('role') === 'admin' ? 'admin' : 'staff'
      await setRole(id, role)
      await recordEvent(db, {
        leadType: 'staff',
        leadId: id,
        staffId: me.id,
        action: 'role',
        detail: `Role set to ${role}`,
      })
      return { intent, message: `Role set to ${role}.` }
    }
    if (intent === 'disable' || intent === 'enable') {
      await setDisabled(id, intent === 'disable')
      await recordEvent(db, {
        leadType: 'staff',
        leadId: id,
        staffId: me.id,
        action: intent,
        detail: `Account ${intent}d`,
      })
      return {
        intent,
        message: intent === 'disable' ? 'The account is disabled and signed out.' : 'The account is enabled.',
      }
    }
  } catch (error) {
    if (error instanceof StaffError) return data({ intent, error: error.message }, { status: 400 })
    throw error
  }
  return data({ intent, error: 'Unknown request.' }, { status: 400 })
}

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const { me, staff, changes } = loaderData
  const nameOf = (id: number | null) => staff.find((member) => member.id === id)?.name ?? `#${id}`
  const busy = useNavigation().state === 'submitting'
  return (
    <>
      <h1 className="text-3xl font-bold">Staff</h1>
      <p className="mt-2 text-muted">Administrators manage staff and privacy requests; staff members work on leads.</p>
      <div className="mt-4">
        <Status result={actionData?.intent !== 'create' ? actionData : null} />
      </div>
      <div className="mt-4 overflow-x-auto rounded-xl border border-ink-line">
        <table className="w-full text-left text-sm">
          <thead className="bg-ink-raised text-muted">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                Name
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                E-mail
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Role
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Since ({indiaZoneLabel})
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Account
              </th>
            </tr>
          </thead>
          <tbody>
            {staff.map((member) => (
              <tr key={member.id} className="border-t border-ink-line">
                <td className="px-4 py-3 font-medium">{member.name}</td>
                <td className="px-4 py-3">{member.email}</td>
                <td className="px-4 py-3">
                  {member.id === me ? (
                    member.role
                  ) : (
                    <Form method="post" className="flex items-center gap-2">
                      <input type="hidden" name="intent" value="role" />
                      <input type="hidden" name="id" value={member.id} />
                      <select
                        name="role"
                        defaultValue={member.role}
                        aria-label={`Role of ${member.name}`}
                        className="min-h-9 rounded-lg border border-ink-line bg-ink px-2"
                      >
                        <option value="staff">staff</option>
                        <option value="admin">admin</option>
                      </select>
                      <button type="submit" className="button-secondary min-h-9 px-4" disabled={busy}>
                        Set role
                      </button>
                    </Form>
                  )}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{formatTime(member.created_at)}</td>
                <td className="px-4 py-3">
                  {member.id === me ? (
                    'you'
                  ) : (
                    <Form method="post">
                      <input type="hidden" name="id" value={member.id} />
                      <button
                        type="submit"
                        name="intent"
                        value={member.disabled_at ? 'enable' : 'disable'}
                        className="button-secondary min-h-9 px-4"
                        disabled={busy}
                        aria-label={`${member.disabled_at ? 'Enable' : 'Disable'} ${member.name}`}
                      >
                        {member.disabled_at ? 'Enable' : 'Disable'}
                      </button>
                    </Form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <Form
        method="post"
        className="mt-10 flex max-w-xl flex-col gap-4 rounded-2xl border border-ink-line bg-ink-raised p-6"
        aria-labelledby="new-staff-heading"
      >
        <h2 id="new-staff-heading" className="text-xl font-semibold">
          Add a staff member
        </h2>
        <Status result={actionData?.intent === 'create' ? actionData : null} />
        <input type="hidden" name="intent" value="create" />
        <FormField label="Name" name="name" required maxLength={100} />
        <FormField label="E-mail address" name="email" type="email" required />
        <FormField
          label="First password"
          name="password"
          type="password"
          required
          minLength={passwordRules.min}
          autoComplete="new-password"
          hint={`${newPasswordHint} Share it privately; they can change it in their profile.`}
        />
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          Role
          <select name="role" defaultValue="staff" className="min-h-11 rounded-lg border border-ink-line bg-ink px-3">
            <option value="staff">staff (leads only)</option>
            <option value="admin">admin (everything)</option>
          </select>
        </label>
        <button type="submit" className="button-primary self-start" disabled={busy}>
          Add staff member
        </button>
      </Form>

      <ConsoleSection id="changes" title="Recent changes" className="mt-10">
        <EventLog
          events={changes}
          actor="someone"
          empty="No changes yet."
          subject={(change) => nameOf(change.lead_id)}
        />
      </ConsoleSection>
    </>
  )
}
