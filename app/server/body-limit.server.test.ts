import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { createReadableStreamFromReadable } from '@react-router/node'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { chunkedPost } from '../../tests/support/chunked-post'
import { bodyLimit, limitRequestBodies } from './body-limit.server'

// The limiter in front of the two kinds of reader the site has: Express's JSON parser (the API) and a Fetch
// Request read from the Node stream, as React Router's adapter builds it for every route action.

const limit = { bytes: 1024, message: 'The request is too large: 1 KB at most.' }

let server: http.Server | undefined
afterEach(() => server?.close())

type Read = { handled: number; failed: number; socketBytes: number }

async function listen() {
  const read: Read = { handled: 0, failed: 0, socketBytes: 0 }
  const app = express()
  app.use((req, res, next) => {
    res.on('close', () => (read.socketBytes = req.socket.bytesRead))
    next()
  })
  app.use(limitRequestBodies(() => limit))
  app.post('/api/echo', express.json({ limit: '10mb' }), (req, res) => {
    read.handled++
    res.json(req.body)
  })
  app.post('/form', async (req, res) => {
    const request = new Request('http://site.invalid/form', {
      method: 'POST',
      headers: { 'content-type': String(req.headers['content-type']) },
      body: createReadableStreamFromReadable(req),
      duplex: 'half',
    } as RequestInit)
    try {
      const form = await request.formData()
      read.handled++
      res.json(Object.fromEntries(form))
    } catch {
      read.failed++
    }
  })
  const listening = app.listen(0, '127.0.0.1')
  server = listening
  await new Promise((resolve) => listening.once('listening', resolve))
  return { url: `http://127.0.0.1:${(listening.address() as AddressInfo).port}`, read }
}

/**
 * Writes a whole request on a plain socket, then half-closes it; resolves with everything the server sent once
 * it has closed the connection, and rejects if the connection is reset on the way.
 */
function sendWholeRequest(url: string, { head, body }: { head: string; body: Buffer[] }) {
  const { hostname, port } = new URL(url)
  return new Promise<string>((resolve, reject) => {
    let received = ''
    const socket = net.connect(Number(port), hostname)
    socket.setEncoding('utf8')
    socket.on('data', (text: string) => (received += text))
    socket.once('error', reject)
    socket.once('close', (hadError) => hadError || resolve(received))
    const write = (data: string | Buffer) =>
      new Promise<void>((written, failed) => socket.write(data, (error) => (error ? failed(error) : written())))
    socket.once('connect', async () => {
      try {
        await write(head)
        for (const chunk of body) await write(chunk)
        socket.end()
      } catch (error) {
        reject(error)
      }
    })
  })
}

describe('request body limits', () => {
  it('let a body within the limit through to either reader, whole', async () => {
    const { url, read } = await listen()
    const json = await fetch(`${url}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"Meera"}',
    })
    expect(await json.json()).toEqual({ name: 'Meera' })
    const form = await fetch(`${url}/form`, { method: 'POST', body: new URLSearchParams({ name: 'Meera' }) })
    expect(await form.json()).toEqual({ name: 'Meera' })
    expect(read).toMatchObject({ handled: 2, failed: 0 })
  })

  it('refuse a chunked body with 413 as soon as it passes the limit, close the connection, and fail its reader', async () => {
    const { url, read } = await listen()
    for (const [path, type, prefix] of [
      ['/form', 'application/x-www-form-urlencoded', 'name='],
      ['/api/echo', 'application/json', '{"name":"'],
    ]) {
      const answer = await chunkedPost(`${url}${path}`, {
        headers: { 'content-type': type },
        prefix,
        totalBytes: 64 * 1024 * 1024,
      })
      expect(answer.status).toBe(413)
      expect(answer.body).toContain(limit.message)
      expect(answer.connection).toBe('close')
      // It stopped sending when the answer came, long before its 64 MB.
      expect(answer.sentBytes).toBeLessThan(8 * 1024 * 1024)
      await expect.poll(() => read.socketBytes).toBeGreaterThan(0)
      read.socketBytes = 0
    }
    expect(read).toMatchObject({ handled: 0, failed: 1 })
  })

  // A browser uploading a form sends the whole body before it reads the answer. Closed while the body still
  // arrives, the connection is reset, and the client gets the reset instead of the 413.
  it('let a client that goes on sending its whole body read the 413, with no reset, and still fail the reader', async () => {
    const { url, read } = await listen()
    const megabytes = (count: number) => Array.from({ length: count * 16 }, () => Buffer.alloc(64 * 1024, 'a'))

    const declared = await sendWholeRequest(url, {
      head: `POST /api/echo HTTP/1.1\r\nHost: site.test\r\nContent-Type: application/json\r\nContent-Length: ${8 * 1024 * 1024}\r\n\r\n`,
      body: megabytes(8),
    })
    expect(declared).toMatch(/^HTTP\/1\.1 413 /)
    expect(declared).toMatch(/\r\nConnection: close\r\n/i)
    expect(declared.endsWith(JSON.stringify({ error: limit.message }))).toBe(true)

    const chunked = await sendWholeRequest(url, {
      head: 'POST /form HTTP/1.1\r\nHost: site.test\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n',
      body: [
        ...megabytes(8).map((chunk) =>
          Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]),
        ),
        Buffer.from('0\r\n\r\n'),
      ],
    })
    expect(chunked).toMatch(/^HTTP\/1\.1 413 /)
    expect(chunked.endsWith(limit.message)).toBe(true)
    await expect.poll(() => read.failed).toBe(1)
    expect(read.handled).toBe(0)
  })

  it('refuse a body that declares more than the limit before reading it', async () => {
    const { url, read } = await listen()
    const answer = await fetch(`${url}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(2000) }),
    })
    expect(answer.status).toBe(413)
    expect(await answer.json()).toEqual({ error: limit.message })
    expect(read).toMatchObject({ handled: 0, failed: 0 })
  })

  it('give every form 64 KB, and the profile form room for its 200 KB picture', () => {
    expect(bodyLimit('/contact').bytes).toBe(64 * 1024)
    expect(bodyLimit('/sign-in.data').bytes).toBe(64 * 1024)
    expect(bodyLimit('/console/privacy').bytes).toBe(64 * 1024)
    expect(bodyLimit('/profile').bytes).toBeGreaterThan(200 * 1024)
    expect(bodyLimit('/profile.data')).toEqual(bodyLimit('/profile'))
  })
})
