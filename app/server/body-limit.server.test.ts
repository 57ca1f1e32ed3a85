import http from 'node:http'
import type { AddressInfo } from 'node:net'
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
      await expect.poll(() => read.socketBytes).toBeGreaterThan(0)
      expect(read.socketBytes).toBeLessThan(1024 * 1024)
      read.socketBytes = 0
    }
    expect(read).toMatchObject({ handled: 0, failed: 1 })
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
    expect(bodyLimit('/admin/privacy').bytes).toBe(64 * 1024)
    expect(bodyLimit('/profile').bytes).toBeGreaterThan(200 * 1024)
    expect(bodyLimit('/profile.data')).toEqual(bodyLimit('/profile'))
  })
})
