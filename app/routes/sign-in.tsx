import { Form, data, redirect, useNavigation } from 'react-router'
import { FormField } from '~/components/console/form-field'
import { clientAddress, readSession, verifySameOrigin } from '~/server/auth.server'
import { signIn } from '~/server/sign-in.server'
import { knownDeviceToken } from '~/server/known-devices.server'
import { safeRedirectTarget } from '~/server/redirect-target.server'
import { useSite } from '~/components/layout/use-site'
import { pageMeta, siteIn } from '~/pages/seo'
import type { Route } from './+types/sign-in'
import type { PageHandle } from '~/pages/page-handle'

export const handle = { audience: 'staff', scripts: true } satisfies PageHandle

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    ...pageMeta(
      {
        title: 'Staff sign-in',
        description: `Staff sign-in for the ${siteIn(matches)?.brand ?? 'staff'} console, where our team follows up on bookings and enquiries.`,
      },
      matches,
    ),
    { name: 'robots', content: 'noindex' },
  ]
}

const afterSignIn = '/console'

export async function loader({ request }: Route.LoaderArgs) {
  const target = safeRedirectTarget(new URL(request.url).searchParams.get('redirectTo'), afterSignIn)
  const { staff } = await readSession(request)
  if (staff) throw redirect(target)
  return { redirectTo: target }
}

export async function action({ request, context }: Route.ActionArgs) {
  verifySameOrigin(request)
  const form = await request.formData()
  const email = String(form.get('email') ?? '')
  const password = String(form.get('password') ?? '')
  if (!email.trim() || !password) {
    return data({ error: 'Please enter your e-mail address and password.', email }, { status: 400 })
  }
  const result = await signIn({
    email,
    password,
    address: clientAddress(context),
    knownDevice: knownDeviceToken(request),
  })
  if (!result.ok) return data({ error: result.message, email }, { status: result.status })
  const headers = new Headers([
    ['Set-Cookie', result.cookie],
    ['Set-Cookie', result.knownDeviceCookie],
  ])
  throw redirect(safeRedirectTarget(form.get('redirectTo'), afterSignIn), { headers })
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const site = useSite()
  return (
    <section className="container-page flex justify-center pt-16 pb-24 sm:pt-24">
      <div className="w-full max-w-md">
        <h1 className="text-4xl font-bold">Staff sign-in</h1>
        <p className="mt-4 text-muted">
          For the {site.brand} team: sign in to follow up on bookings, enquiries and creator applications. Looking for
          help with a shoot? Please use our contact page instead.
        </p>
        <Form method="post" className="mt-8 flex flex-col gap-5 rounded-2xl border border-ink-line bg-ink-raised p-6">
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          {actionData?.error ? (
            <p role="alert" className="rounded-lg border border-red-400/40 bg-red-500/10 px-4 py-3 text-red-200">
              {actionData.error}
            </p>
          ) : null}
          <FormField
            label="E-mail address"
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={actionData?.email}
          />
          <FormField label="Password" name="password" type="password" autoComplete="current-password" required />
          <button type="submit" className="button-primary" disabled={busy}>
            {busy ? 'Signing in...' : 'Sign in'}
          </button>
        </Form>
      </div>
    </section>
  )
}
