import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '~/server/db.server'
import { type SiteProcess, linesSince, postJson, startSite, stopSite } from '../support/site-process'

// What the production build does with requests it does not take: methods it does not answer, writes sent
// from another site's pages, connections beyond its cap, and requests that arrive a byte now and then.

let site: SiteProcess

const maxConnections = 12
// Headers get a third of it: two seconds.
const requestTimeoutSeconds = 6

beforeAll(async () => {
  site = await startSite({
    env: {
      LOG_LEVEL: 'info',
      MAX_CONNECTIONS: String(maxConnections),
      REQUEST_TIMEOUT_SECONDS: String(requestTimeoutSeconds),
    },
  })
})

afterAll(async () => {
  await stopSite(site)
})

/** A raw connection to the site, with what it received and a promise of its end. */
async function connection() {
  const socket = net.connect(site.port, '127.0.0.1')
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject))
  let received = ''
  socket.on('data', (chunk) => (received += chunk))
  socket.on('error', () => {})
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())))
  return { socket, closed, received: () => received }
}

/** Sends `text` one byte a second until the connection is closed. */
function trickle(socket: net.Socket, text: string) {
  let sent = 0
  const timer = setInterval(() => {
    if (socket.destroyed || sent >= text.length) return clearInterval(timer)
    socket.write(text[sent++])
  }, 1_000)
  socket.once('close', () => clearInterval(timer))
}

describe('a method the site does not answer', () => {
  it('is answered 405 with the methods it takes, or 501 when HTTP does not define it, in one JSON log line each', async () => {
    const logged = site.output().length
    for (const [method, status] of [
      ['TRACE', 405],
      ['PUT', 405],
      ['DELETE', 405],
      ['PROPFIND', 501],
    ] as const) {
      const { socket, closed, received } = await connection()
      socket.end(`${method} /about HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`)
      await closed
      expect(received(), method).toMatch(new RegExp(`^HTTP/1.1 ${status} `))
      if (status === 405) expect(received(), method).toMatch(/\r\nAllow: GET, HEAD, POST\r\n/i)
    }
    // Every line is one JSON object (no stack trace), and each of the four requests has exactly one.
    const about = () =>
      linesSince(site, logged)
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter(({ path }) => path === '/about')
    await expect
      .poll(() => about().map(({ method, status }) => [method, status]))
      .toEqual([
        ['TRACE', 405],
        ['PUT', 405],
        ['DELETE', 405],
        ['PROPFIND', 501],
      ])
  })
})

describe('a state-changing request another site sent', () => {
  async function storedMessages(email: string) {
    const { db } = openDatabase(`${site.dataDir}/site.db`)
    try {
      return (await db.selectFrom('contact_messages').select('id').where('email', '=', email).execute()).length
    } finally {
      await db.destroy()
    }
  }

  it('is refused 403 when it names no Origin and its Referer is another site, by form and by the API, and stores nothing', async () => {
    const email = 'cross-site@example.in'
    const fromElsewhere = { Referer: 'https://evil.example/win' }
    const form = await fetch(`${site.url}/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...fromElsewhere },
      body: new URLSearchParams({ name: 'Kiran', email, message: 'Hi' }),
      redirect: 'manual',
    })
    expect(form.status).toBe(403)
    expect(
      (await postJson(`${site.url}/api/contact`, { name: 'Kiran', email, message: 'Hi' }, fromElsewhere)).status,
    ).toBe(403)
    expect(
      (
        await postJson(
          `${site.url}/api/contact`,
          { name: 'Kiran', email, message: 'Hi' },
          { Origin: 'https://evil.example' },
        )
      ).status,
    ).toBe(403)
    expect(await storedMessages(email)).toBe(0)
  })

  it('is taken from a page of the site, and from a client that names no page at all', async () => {
    const email = 'same-site@example.in'
    const ours = { Referer: `${site.url}/contact` }
    expect((await postJson(`${site.url}/api/contact`, { name: 'Kiran', email, message: 'Hi' }, ours)).status).toBe(201)
    expect((await postJson(`${site.url}/api/contact`, { name: 'Kiran', email, message: 'Hi' })).status).toBe(201)
    expect(await storedMessages(email)).toBe(2)
  })
})

describe('a request that arrives a byte at a time', () => {
  it('is cut once its headers have taken longer than their share of the request time', async () => {
    const { socket, closed } = await connection()
    const opened = Date.now()
    trickle(socket, 'GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ' + 'a'.repeat(60))
    const cutAt = await closed
    expect(cutAt - opened).toBeLessThan((requestTimeoutSeconds / 3 + 2) * 1000)
  })

  it('is cut, with 408, when its body takes longer than the request time', async () => {
    const { socket, closed, received } = await connection()
    const opened = Date.now()
    socket.write(
      'POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 200\r\n\r\n',
    )
    trickle(socket, 'name=' + 'a'.repeat(195))
    const cutAt = await closed
    expect(received()).toMatch(/^HTTP\/1.1 408 /)
    expect(cutAt - opened).toBeLessThan((requestTimeoutSeconds + 2) * 1000)
  })
})

describe('connections beyond the cap', () => {
  it('are refused while the cap is held, and taken again once the held ones are cut', async () => {
    const held = await Promise.all(Array.from({ length: maxConnections }, () => connection()))
    // Each holds its place by starting a request it never finishes.
    for (const { socket } of held) socket.write('GET / HTTP/1.1\r\n')
    const refused = await fetch(`${site.url}/healthz`).then(
      () => 'answered',
      () => 'refused',
    )
    expect(refused).toBe('refused')
    await Promise.all(held.map(({ closed }) => closed))
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200)
  })
})
