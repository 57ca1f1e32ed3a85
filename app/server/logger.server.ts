import pino from 'pino'
import { config } from './config.server'

/** JSON lines on standard output. */
export const logger = pino({
  level: config().LOG_LEVEL,
  base: undefined,
  redact: ['req.headers.cookie', 'req.headers.authorization'],
})
