import pino from 'pino'
import { config } from './config.server'

// A database error can quote the values it tripped on (PostgreSQL's `detail`: "Key (email)=(…) already
// exists."); a log line keeps what went wrong and where, never those values.
const quotedValues = ['detail', 'where', 'internalQuery', 'parameters']

function errorWithoutValues(error: Error) {
  const serialized: Record<string, unknown> = { ...pino.stdSerializers.err(error) }
  for (const field of quotedValues) delete serialized[field]
  return serialized
}

export const loggerOptions: pino.LoggerOptions = {
  base: undefined,
  redact: ['req.headers.cookie', 'req.headers.authorization'],
  serializers: { err: errorWithoutValues },
}

/** JSON lines on standard output. */
export const logger = pino({ ...loggerOptions, level: config().LOG_LEVEL })
