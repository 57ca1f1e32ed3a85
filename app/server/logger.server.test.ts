import { Writable } from 'node:stream'
import { DatabaseError } from 'pg'
import pino from 'pino'
import { expect, test } from 'vitest'
import { loggerOptions } from './logger.server'

test('a logged database error keeps its message and code, not the values it quotes', () => {
  const lines: string[] = []
  const logger = pino(
    loggerOptions,
    new Writable({ write: (chunk, _encoding, done) => done(void lines.push(String(chunk))) }),
  )
  const error = new DatabaseError(
    'duplicate key value violates unique constraint "newsletter_subscribers_email_key"',
    0,
    'error',
  )
  error.code = '23505'
  error.detail = 'Key (email)=(asha@example.in) already exists.'
  error.where = 'SQL function "check" statement 1 with value 9876543210'

  logger.error({ err: error }, 'lead could not be stored')

  expect(lines).toHaveLength(1)
  const line = JSON.parse(lines[0])
  expect(line.err).toMatchObject({
    type: 'DatabaseError',
    code: '23505',
    message: expect.stringContaining('unique constraint'),
  })
  expect(lines[0]).not.toContain('asha@example.in')
  expect(lines[0]).not.toContain('9876543210')
})
