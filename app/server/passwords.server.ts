import crypto from 'node:crypto'
import ipaddr from 'ipaddr.js'
import pLimit from 'p-limit'
import { passwordRules } from '~/forms/console-rules'
import { brand } from '~/content/business'
import { visitorNetwork } from './rate-limit.server'

// Passwords: scrypt with OWASP's parameters for 32 MiB of memory (N=2^15, r=8, p=3), a random salt per
// password, and the parameters stored with the hash so they can be raised later without a migration.
const scryptParams = { N: 2 ** 15, r: 8, p: 3 }
const keyLength = 32

// scrypt runs on Node's thread pool (four threads unless UV_THREADPOOL_SIZE says otherwise), which static
// files, compression and DNS share: a burst of sign-ins must leave most of it to them.
export const maxConcurrentHashes = 2
const hashing = pLimit(maxConcurrentHashes)
let checksStarted = 0

/** The password work of this process: hashes running and waiting, places taken, and how many passwords were checked. */
export function passwordWork() {
  return { running: hashing.activeCount, waiting: hashing.pendingCount, places: placesTaken, checks: checksStarted }
}

// A visitor's password check (sign-in, or the current password when changing it) first takes a place in this
// process's line for the hashes, so that no crowd can make everyone wait: a place is a hash running or waiting.
// A visitor (an IPv4 address, an IPv6 /64) holds one place at most, and an IPv6 /48 (one subscriber's 65,536
// /64s) two: the hashes keep both cores of a small server busy, so each one of a crowd ahead of the owner slows
// everything else too. A visitor's further checks wait behind its own, outside the line, up to three, so that a
// double click or two browser tests at once are not turned away. Eight places in all (a hash takes about 0.27 s
// here, two at once about 0.5 s, so the last waits about 2 s), and four more kept for browsers known to the
// account they sign in to (known-devices.server.ts). When no place is free the check is refused at once.
export const passwordPlaces = { total: 8, keptForKnownBrowsers: 4, perBlock48: 2, waitingPerVisitor: 3 }
let placesTaken = 0
const placesPerBlock = new Map<string, number>()
const visitorLines = new Map<string, (() => void)[]>()

function block48(address: string) {
  if (!ipaddr.isValid(address)) return null
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return null
  return `${(parsed as ipaddr.IPv6).parts
    .slice(0, 3)
    .map((part) => part.toString(16))
    .join(':')}::/48`
}

/** Lets the next check of a visitor's line take its turn, or closes the line when none waits. */
function passTurn(visitor: string) {
  const next = visitorLines.get(visitor)?.shift()
  if (next) next()
  else visitorLines.delete(visitor)
}

export const passwordChecksBusyMessage =
  'Too many passwords are being checked right now. Please try again in a few seconds.'

/**
 * Takes a place for a password check from this address, and answers the function that gives it back, or null
 * when the check must be refused at once: no place is free, the address's /48 holds all it may, or too many of
 * its checks wait already.
 */
export async function takePasswordPlace(address: string, { knownBrowser = false } = {}): Promise<(() => void) | null> {
  const visitor = visitorNetwork(address)
  const line = visitorLines.get(visitor)
  if (line) {
    if (line.length >= passwordPlaces.waitingPerVisitor) return null
    await new Promise<void>((turn) => line.push(turn))
  } else {
    visitorLines.set(visitor, [])
  }
  const block = block48(address)
  const free = passwordPlaces.total + (knownBrowser ? passwordPlaces.keptForKnownBrowsers : 0)
  if (placesTaken >= free || (block && (placesPerBlock.get(block) ?? 0) >= passwordPlaces.perBlock48)) {
    passTurn(visitor)
    return null
  }
  placesTaken += 1
  if (block) placesPerBlock.set(block, (placesPerBlock.get(block) ?? 0) + 1)
  let given = false
  return () => {
    if (given) return
    given = true
    placesTaken -= 1
    if (block) {
      const left = (placesPerBlock.get(block) ?? 1) - 1
      if (left) placesPerBlock.set(block, left)
      else placesPerBlock.delete(block)
    }
    passTurn(visitor)
  }
}

// A new password is judged by zxcvbn: its list of common passwords, English words and names, and patterns such
// as repeats, sequences, keyboard rows and dates. Its dictionaries take about 25 MB, so they are loaded the
// first time a password is set, never for sign-in. It works on the event loop and takes longer the longer the
// password (up to 2 s for 200 characters), so only the first 64 characters are judged: a password whose first
// 64 are hard to guess is hard to guess.
const judgedLength = 64
// zxcvbn's "safely unguessable" (at least 10^8 guesses), which its authors advise as the floor.
const leastScore = 3
let strengthMeter: Promise<{ check: (password: string, userInputs: string[]) => StrengthResult }> | undefined
type StrengthResult = { score: number; feedback: { warning: string | null } }

function loadStrengthMeter() {
  strengthMeter ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([{ ZxcvbnFactory }, common, english]) =>
      new ZxcvbnFactory({
        maxLength: judgedLength,
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
      }),
  )
  return strengthMeter
}

export const weakPasswordAdvice =
  'Use four or more words that do not belong together (such as “copper lantern musty orbit”), or a random password from a password manager.'

/**
 * What is wrong with a password someone wants to set, or null. `userInputs` are words of the account (its
 * e-mail address, its name) that make a password easy to guess for whoever knows them.
 */
export async function passwordProblem(password: string, userInputs: string[] = []) {
  if (password.length < passwordRules.min) return `Use at least ${passwordRules.min} characters.`
  if (password.length > passwordRules.max) return `Use at most ${passwordRules.max} characters.`
  // No form can send one, so a line break means two lines were piped in where one password was meant.
  if (/[\r\n]/.test(password)) return 'Use a password on one line, without line breaks.'
  const words = [brand.name, ...userInputs.flatMap((input) => input.toLowerCase().split(/[^\p{L}\p{N}]+/u))].filter(
    Boolean,
  )
  const { score, feedback } = (await loadStrengthMeter()).check(password, words)
  if (score < leastScore)
    return ['This password is too easy to guess.', feedback.warning, weakPasswordAdvice].filter(Boolean).join(' ')
  return null
}

function scrypt(password: string, salt: Buffer, params: typeof scryptParams) {
  return hashing(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        crypto.scrypt(
          password.normalize('NFKC'),
          salt,
          keyLength,
          { ...params, maxmem: 256 * params.N * params.r },
          (error, key) => (error ? reject(error) : resolve(key)),
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
