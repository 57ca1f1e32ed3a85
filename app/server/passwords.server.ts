import crypto from 'node:crypto'
import pLimit from 'p-limit'
import { passwordRules } from '~/console-rules'

// Passwords: scrypt with OWASP's parameters for 32 MiB of memory (N=2^15, r=8, p=3), a random salt per
// password, and the parameters stored with the hash so they can be raised later without a migration.
const scryptParams = { N: 2 ** 15, r: 8, p: 3 }
const keyLength = 32

// scrypt runs on Node's thread pool (four threads unless UV_THREADPOOL_SIZE says otherwise), which static
// files, compression and DNS share: a burst of sign-ins must leave most of it to them.
export const maxConcurrentHashes = 2
const hashing = pLimit(maxConcurrentHashes)
let checksStarted = 0

/** The password work of this process: hashes running and waiting, and how many passwords were checked. */
export function passwordWork() {
  return { running: hashing.activeCount, waiting: hashing.pendingCount, checks: checksStarted }
}

export function passwordProblem(password: string) {
  if (password.length < passwordRules.min) return `Use at least ${passwordRules.min} characters.`
  if (password.length > passwordRules.max) return `Use at most ${passwordRules.max} characters.`
  // No form can send one, so a line break means two lines were piped in where one password was meant.
  if (/[\r\n]/.test(password)) return 'Use a password on one line, without line breaks.'
  return null
}

function scrypt(password: string, salt: Buffer, params: typeof scryptParams) {
  return hashing(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        crypto.scrypt(password.normalize('NFKC'), salt, keyLength, { ...params, maxmem: 256 * params.N * params.r }, (error, key) =>
          error ? reject(error) : resolve(key),
        )
      }),
  )
}

export async function hashPassword(password: string) {
  const salt = crypto.randomBytes(16)
  const key = await scrypt(password, salt, scryptParams)
  const { N, r, p } = scryptParams
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$')
}

export async function verifyPassword(password: string, stored: string) {
  checksStarted += 1
  const [scheme, N, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), { N: Number(N), r: Number(r), p: Number(p) })
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual)
}

// Compared against when an e-mail address is unknown, so that a wrong address takes as long as a wrong password.
let decoyHash: Promise<string> | undefined

/** Checks a password against an account's hash, or against a decoy when there is no account. */
export async function verifyPasswordOrDecoy(password: string, stored: string | undefined) {
  decoyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'))
  return verifyPassword(password, stored ?? (await decoyHash))
}
