import http from 'node:http'

export type ChunkedAnswer = { status: number; body: string; connection: string | undefined; sentBytes: number }

/**
 * POSTs `prefix` and then up to `totalBytes` of filler as a chunked body (no Content-Length), the way a
 * hostile client would, and stops sending as soon as the server answers.
 */
export function chunkedPost(
  url: string,
  { headers, prefix, totalBytes }: { headers: Record<string, string>; prefix: string; totalBytes: number },
) {
  return new Promise<ChunkedAnswer>((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, 'a')
    let sentBytes = 0
    let answered = false
    const request = http.request(url, { method: 'POST', headers: { 'transfer-encoding': 'chunked', ...headers } })
    request.on('response', (response) => {
      answered = true
      let body = ''
      const answer = () =>
        resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection, sentBytes })
      response.setEncoding('utf8')
      response.on('data', (text: string) => (body += text))
      response.on('end', answer)
      // The server may close the connection right after its answer.
      response.on('error', answer)
    })
    request.on('error', (error) => {
      if (!answered)
        reject(new Error(`the connection failed before any answer, after ${sentBytes} bytes: ${error.message}`))
    })
    // One chunk per turn of the event loop, so that an answer that has arrived is read before the next chunk, as
    // a browser reads while it sends. Written back to back, chunks that the socket takes at once would keep
    // this process from reading anything for as long as the server goes on taking them.
    const send = () => {
      if (answered || request.destroyed) return
      if (sentBytes >= totalBytes) return void request.end()
      sentBytes += chunk.length
      if (request.write(chunk)) setImmediate(send)
      else request.once('drain', () => setImmediate(send))
    }
    request.write(prefix)
    send()
  })
}
