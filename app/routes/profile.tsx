import { Form, data, useNavigation } from 'react-router'
import { privatePageHeaders, staffPageMeta } from '~/components/console/console-meta'
import { siteIn } from '~/pages/seo'
import { FormField } from '~/components/console/form-field'
import { Status } from '~/components/console/status-message'
import { Avatar } from '~/components/layout/staff-avatar'
import { newPasswordHint, passwordRules } from '~/forms/console-rules'
import { avatarUrl, clientAddress, endOtherSessions, requireStaff } from '~/server/auth.server'
import { knownDeviceToken } from '~/server/known-devices.server'
import { StaffError, changePassword, removeAvatar, renameStaff, setAvatar, staffProfile } from '~/server/staff.server'
import type { Route } from './+types/profile'
import type { PageHandle } from '~/pages/page-handle'

export const handle = { audience: 'staff', scripts: true } satisfies PageHandle

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return staffPageMeta(
    'Your profile',
    `Your ${siteIn(matches)?.brand ?? 'own'} staff profile: your name, your picture and your password.`,
    matches,
  )
}

export const headers = privatePageHeaders

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request)
  const profile = await staffProfile(staff.id)
  return { name: profile.name, email: profile.email, role: profile.role, avatarUrl: avatarUrl(profile) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request)
  const form = await request.formData()
  const intent = form.get('intent')
  try {
    if (intent === 'details') {
      await renameStaff(staff.id, String(form.get('name') ?? ''))
      const picture = form.get('avatar')
      if (picture instanceof File && picture.size > 0) await setAvatar(staff.id, picture)
      return { intent, message: 'Your profile is saved.' }
    }
    if (intent === 'remove-avatar') {
      await removeAvatar(staff.id)
      return { intent: 'details', message: 'Your picture is removed.' }
    }
    if (intent === 'password') {
      const next = String(form.get('newPassword') ?? '')
      if (next !== String(form.get('confirmPassword') ?? '')) throw new StaffError('The new passwords differ.')
      await changePassword(staff.id, {
        current: String(form.get('currentPassword') ?? ''),
        next,
        address: clientAddress(context),
        knownDevice: knownDeviceToken(request),
      })
      await endOtherSessions(staff.id, staff.sessionId)
      return { intent, message: 'Your password is changed. Other devices have been signed out.' }
    }
  } catch (error) {
    if (error instanceof StaffError) return data({ intent, error: error.message }, { status: error.status })
    throw error
  }
  return data({ intent, error: 'Unknown request.' }, { status: 400 })
}

const newPassword = {
  type: 'password',
  required: true,
  minLength: passwordRules.min,
  maxLength: passwordRules.max,
  autoComplete: 'new-password',
} as const

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null
  const result = (intent: string) => (actionData?.intent === intent ? actionData : null)
  return (
    <section className="container-page pt-16 pb-24 sm:pt-24">
      <h1 className="text-4xl font-bold">Your profile</h1>
      <p className="mt-4 max-w-2xl text-muted">
        Your name and picture appear in the top bar and beside the notes you leave on leads. Signed in as{' '}
        {loaderData.email} ({loaderData.role === 'admin' ? 'administrator' : 'staff'}).
      </p>
      <div className="mt-10 grid grid-cols-1 gap-8 lg:grid-cols-2">
        <Form
          method="post"
          encType="multipart/form-data"
          className="flex flex-col gap-5 rounded-2xl border border-ink-line bg-ink-raised p-6"
          aria-labelledby="details-heading"
        >
          <h2 id="details-heading" className="text-xl font-semibold">
            Name and picture
          </h2>
          <Status result={result('details')} />
          <div className="flex items-center gap-4">
            <Avatar name={loaderData.name} url={loaderData.avatarUrl} size="large" />
            {loaderData.avatarUrl ? (
              <button type="submit" name="intent" value="remove-avatar" formNoValidate className="button-secondary">
                Remove picture
              </button>
            ) : null}
          </div>
          <FormField
            label="Name"
            name="name"
            required
            maxLength={100}
            defaultValue={loaderData.name}
            autoComplete="name"
          />
          <FormField
            label="Picture"
            name="avatar"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            hint="A PNG, JPEG or WebP picture of at most 200 KB."
          />
          <button type="submit" name="intent" value="details" className="button-primary" disabled={busy === 'details'}>
            {busy === 'details' ? 'Saving...' : 'Save profile'}
          </button>
        </Form>
        <Form
          method="post"
          className="flex flex-col gap-5 rounded-2xl border border-ink-line bg-ink-raised p-6"
          aria-labelledby="password-heading"
        >
          <h2 id="password-heading" className="text-xl font-semibold">
            Change password
          </h2>
          <Status result={result('password')} />
          <FormField
            label="Current password"
            name="currentPassword"
            type="password"
            required
            autoComplete="current-password"
          />
          <FormField label="New password" name="newPassword" {...newPassword} hint={newPasswordHint} />
          <FormField label="New password again" name="confirmPassword" {...newPassword} />
          <button
            type="submit"
            name="intent"
            value="password"
            className="button-primary"
            disabled={busy === 'password'}
          >
            {busy === 'password' ? 'Changing...' : 'Change password'}
          </button>
        </Form>
      </div>
    </section>
  )
}
