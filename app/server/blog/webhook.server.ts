import crypto from 'node:crypto'
import type { Request, Response } from 'express'
import { logger } from '../logger.server'
import type { Signals } from '../signals.server'

// Ghost calls this address when a post is published, edited, unpublished or deleted (its webhooks, README's Blog),
// and every instance forgets the blog it kept, so the change shows at the next visit instead of up to a minute
// later. Ghost signs a webhook that has a secret: `X-Ghost-Signature: sha256=<hex>, t=<ms>`, the HMAC-SHA256 of the
// body followed by the time in milliseconds (Ghost's WebhookTrigger). A call that does not carry that signature,
// or that is older than a few minutes (a recorded call sent again), changes nothing. What the body says is not
// needed: any signed call means the posts changed.

export const ghostWebhookPath = '/api/blog/ghost-webhook'

/** How far a webhook's time may be from ours: Ghost tries a failed call again within seconds. */
const freshForMs = 5 * 60_000

type WebhookOptions = {
  secret: string
  signals: Signals
  now?: () => number
}

function signatureOf(header: string | undefined) {
  const match = /^sha256=([0-9a-f]{64}), t=(\d{1,15})$/.exec(header?.trim() ?? '')
  return match ? { digest: Buffer.from(match[1], 'hex'), sentAt: match[2] } : null
}

export function ghostWebhook({ secret, signals, now = Date.now }: WebhookOptions) {
  return async (req: Request, res: Response) => {
    res.set('Cache-Control', 'no-store')
    const signature = signatureOf(req.get('x-ghost-signature'))
    // The body is read whole, however it comes; the body limit (body-limit.server.ts) bounds it.
    const hmac = crypto.createHmac('sha256', secret)
    for await (const chunk of req) hmac.update(chunk)
    if (!signature) {
      logger.warn('Ghost webhook refused: it carries no signature')
      return res.status(401).json({ error: 'The webhook is not signed.' })
    }
    const expected = hmac.update(signature.sentAt).digest()
    const fresh = Math.abs(now() - Number(signature.sentAt)) <= freshForMs
    if (!crypto.timingSafeEqual(expected, signature.digest) || !fresh) {
      logger.warn({ fresh }, 'Ghost webhook refused: its signature does not match or is not recent')
      return res.status(401).json({ error: 'The webhook signature does not match.' })
    }
    try {
      await signals.send('blog')
    } catch (error) {
      // Ghost tries again on an error answer.
      logger.error({ err: error }, 'Ghost webhook: the instances could not be told that the blog changed')
      return res.status(503).json({ error: 'Please try again.' })
    }
    logger.info('Ghost webhook: every instance forgets the blog it kept')
    return res.status(204).end()
  }
}
