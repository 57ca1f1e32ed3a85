import type { Kysely, Updateable } from 'kysely'
import { email as emailAddress } from '~/forms/fields'
import { database } from './db.server'
import { isKnownDevice } from './known-devices.server'
import { checkPasswordAttempt } from './password-throttle.server'
import { hashPassword, passwordChecksBusyMessage, passwordProblem, verifyPassword } from './passwords.server'
import type { Database, StaffRole, StaffTable } from './schema.server'

type Db = Kysely<Database>

/** A request the member can put right; `status` is the HTTP status to answer it with. */
export class StaffError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 429 = 400,
  ) {
    super(message)
  }
}

function checkName(name: string) {
  const trimmed = name.trim()
  if (!trimmed) throw new StaffError('Please enter a name.')
  if (trimmed.length > 100) throw new StaffError('Use at most 100 characters for the name.')
  return trimmed
}

export type NewStaff = {
  email: string
  name: string
  role: StaffRole
  password: string
  /** The kinds of lead the member is mailed about until they choose otherwise; none when not given. */
  notifyOf?: readonly string[]
}

/** Creates a staff account. */
export async function createStaff({ email, name, role, password, notifyOf = [] }: NewStaff, db: Db = database().db) {
  const parsed = emailAddress.safeParse(email)
  if (!parsed.success) throw new StaffError('Please enter a valid e-mail address.')
  const address = parsed.data
  const problem = await passwordProblem(password, [address, name])
  if (problem) throw new StaffError(problem)
  const existing = await db.selectFrom('staff').select('id').where('email', '=', address).executeTakeFirst()
  if (existing) throw new StaffError('A staff account with this e-mail address already exists.')
  const now = new Date().toISOString()
  const { id } = await db
    .insertInto('staff')
    .values({
      email: address,
      name: checkName(name),
      role,
      password_hash: await hashPassword(password),
      avatar_type: null,
      avatar_data: null,
      notify_lead_types: notifyOf.join(','),
      created_at: now,
      updated_at: now,
      disabled_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

export async function staffProfile(id: number, db: Db = database().db) {
  return db
    .selectFrom('staff')
    .select(['id', 'email', 'name', 'role', 'avatar_data', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
}

/** Changes a member's row, and when it was last changed. */
function updateStaff(db: Db, id: number, changes: Updateable<StaffTable>) {
  return db
    .updateTable('staff')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute()
}

export async function renameStaff(id: number, name: string, db: Db = database().db) {
  await updateStaff(db, id, { name: checkName(name) })
}

// Avatars: small PNG, JPEG or WebP pictures, recognised by their first bytes rather than by what the browser
// claims, and served back only with that type.
export const avatarMaxBytes = 200 * 1024
const avatarSignatures: { type: string; test: (bytes: Uint8Array) => boolean }[] = [
  { type: 'image/png', test: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v) },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/webp',
    test: (b) => String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
  },
]

export async function setAvatar(id: number, file: File, db: Db = database().db) {
  if (file.size === 0) throw new StaffError('Please choose a picture.')
  if (file.size > avatarMaxBytes) throw new StaffError('Please choose a picture of at most 200 KB.')
  const bytes = new Uint8Array(await file.arrayBuffer())
  const kind = avatarSignatures.find((signature) => signature.test(bytes))
  if (!kind) throw new StaffError('Please choose a PNG, JPEG or WebP picture.')
  await updateStaff(db, id, { avatar_type: kind.type, avatar_data: Buffer.from(bytes).toString('base64') })
}

export async function removeAvatar(id: number, db: Db = database().db) {
  await updateStaff(db, id, { avatar_type: null, avatar_data: null })
}

export async function avatarOf(id: number, db: Db = database().db) {
  const row = await db
    .selectFrom('staff')
    .select(['avatar_type', 'avatar_data'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row?.avatar_type || !row.avatar_data) return null
  return { type: row.avatar_type, bytes: Buffer.from(row.avatar_data, 'base64') }
}

export const passwordChangeThrottledMessage = 'Too many wrong passwords. Please wait 15 minutes and try again.'

/**
 * Changes a member's password, given the current one, which is checked as sign-in checks a password: in the
 * line for hashes, with wrong guesses counted by the sign-in throttle and the browser's known-device token
 * (`knownDevice`) counted as it is for sign-in.
 */
export async function changePassword(
  id: number,
  {
    current,
    next,
    address,
    knownDevice = null,
  }: { current: string; next: string; address: string; knownDevice?: string | null },
  db: Db = database().db,
) {
  const row = await db
    .selectFrom('staff')
    .select(['email', 'name', 'password_hash'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  const problem = await passwordProblem(next, [row.email, row.name])
  if (problem) throw new StaffError(problem)
  const known = await isKnownDevice(db, knownDevice, row.email)
  const checked = await checkPasswordAttempt(db, { account: row.email, address, knownDevice: known }, () =>
    verifyPassword(current, row.password_hash),
  )
  if (checked === 'throttled') throw new StaffError(passwordChangeThrottledMessage, 429)
  if (checked === 'busy') throw new StaffError(passwordChecksBusyMessage, 429)
  if (checked === 'wrong') throw new StaffError('Your current password is not right.')
  await updateStaff(db, id, { password_hash: await hashPassword(next) })
}

/** Sets the kinds of lead a member is mailed about, as the leads name them; the console's settings choose them. */
export async function setNotifyOf(id: number, kinds: readonly string[], db: Db = database().db) {
  await updateStaff(db, id, { notify_lead_types: kinds.join(',') })
}

export async function listStaff(db: Db = database().db) {
  return db
    .selectFrom('staff')
    .select(['id', 'email', 'name', 'role', 'created_at', 'disabled_at'])
    .orderBy('name')
    .execute()
}

export async function setRole(id: number, role: StaffRole, db: Db = database().db) {
  await updateStaff(db, id, { role })
}

/** Disabling a member also ends every session they have. */
export async function setDisabled(id: number, disabled: boolean, db: Db = database().db) {
  await db.transaction().execute(async (trx) => {
    await updateStaff(trx, id, { disabled_at: disabled ? new Date().toISOString() : null })
    if (disabled) await trx.deleteFrom('staff_sessions').where('staff_id', '=', id).execute()
  })
}
