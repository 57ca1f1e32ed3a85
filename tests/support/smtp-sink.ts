import { SMTPServer } from 'smtp-server'

// A real SMTP server on loopback that keeps every message it accepts. It can be stopped and started again
// on the same port to play a mail outage, and greet late to play a slow relay.

export type ReceivedMail = { to: string[]; subject: string; raw: string }

export type SmtpSink = {
  url: string
  port: number
  received: ReceivedMail[]
  /** How many connections it has accepted so far, greeted or not. */
  connections: number
  stop: () => Promise<void>
  start: () => Promise<void>
}

type SinkOptions = {
  /** Refuse every recipient as a mail server refuses an unknown mailbox: 550, the address in the reply. */
  rejectRecipients?: boolean
  /** Wait this long after each connection before greeting, as a busy relay does. */
  greetAfterMs?: number
}

/** `received` collects the messages; pass an array of your own to keep it across sinks. */
export async function startSmtpSink(
  port: number,
  received: ReceivedMail[] = [],
  { rejectRecipients = false, greetAfterMs = 0 }: SinkOptions = {},
): Promise<SmtpSink> {
  let server: SMTPServer | undefined
  let connections = 0
  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onConnect(session, callback) {
          connections += 1
          setTimeout(() => callback(), greetAfterMs)
        },
        onRcptTo(address, session, callback) {
          if (!rejectRecipients) return callback()
          callback(
            Object.assign(new Error(`<${address.address}>: Recipient address rejected: User unknown`), {
              responseCode: 550,
            }),
          )
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = []
          stream.on('data', (chunk: Buffer) => chunks.push(chunk))
          stream.on('end', () => {
            const raw = decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8'))
            received.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
              raw,
            })
            callback()
          })
        },
      })
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve())
    })
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve()
      server.close(() => resolve())
      server = undefined
    })
  await start()
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    get connections() {
      return connections
    },
    start,
    stop,
  }
}

function decodeQuotedPrintable(raw: string) {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}
