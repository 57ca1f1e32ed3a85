import { data } from 'react-router'
import { requireStaff } from '~/server/auth.server'
import { avatarOf } from '~/server/staff.server'
import type { Route } from './+types/avatar'
import type { PageHandle } from '~/pages/page-handle'

export const handle = { audience: 'staff', scripts: false } satisfies PageHandle

/** A staff member's uploaded picture, for signed-in staff only, served with the type its bytes were checked to be. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request)
  const avatar = await avatarOf(Number(params.id) || 0)
  if (!avatar) throw data(null, { status: 404 })
  return new Response(new Uint8Array(avatar.bytes), {
    headers: {
      'Content-Type': avatar.type,
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': "default-src 'none'",
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
