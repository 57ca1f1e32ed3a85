import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import ipaddr from 'ipaddr.js'

// Downloads the original of a picture from another host, and nothing else. Only allowed hosts are asked:
// IMAGE_HOSTS over https on its default port, any path; the Ghost URL's host name the same way and its own
// origin (its scheme and port, plain http included), but there only Ghost's uploaded pictures, under
// <Ghost URL's path>/content/images/. The address a name resolves to is checked when the connection
// is made, so a name that points at this network (loopback, private, link-local, the cloud metadata address)
// is never reached, unless the picture is on the Ghost URL's origin (a CMS on the same machine or network);
// redirects are followed only to allowed addresses; a download that takes too long or grows too large is cut off.

/** The address is not one the endpoint fetches from: the request was wrong (HTTP 400). */
export class PictureRefused extends Error {}

/** The original could not be had from its host (HTTP 502). */
export class PictureUnavailable extends Error {}

export type ResolvedAddress = { address: string; family: number }

export type RemotePictureOptions = {
  /** Host names whose pictures may be fetched over https. */
  hosts: string[]
  ghostUrl?: string
  timeoutMs: number
  maxBytes: number
  maxRedirects?: number
  /** How a host name becomes addresses; the system's resolver unless a test stands in for DNS. */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>
  /** Certificates to trust instead of the usual authorities, for a test's own HTTPS server. */
  ca?: string
  /** Where a connection to a checked address goes: that address and port, unless a test sends it to its own server. */
  connectTo?: (target: ConnectTarget) => ConnectTarget
}

export type ConnectTarget = ResolvedAddress & { port: number }

export type RemotePictures = {
  /** Whether the endpoint may fetch this address at all (no network involved). */
  allows(url: string): boolean
  /** The original's bytes; throws PictureRefused or PictureUnavailable. */
  download(url: string): Promise<Buffer>
}

function systemResolve(hostname: string): Promise<ResolvedAddress[]> {
  return dns.promises.lookup(hostname, { all: true })
}

/** A URL's host name as an address, when it is written as one ("[::1]" included). */
function literalAddress(hostname: string) {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1')
  return ipaddr.isValid(bare) ? ipaddr.process(bare).toString() : null
}

function isPublic(address: string) {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'unicast'
}

/**
 * The names among `hosts` that resolve only to addresses the endpoint never fetches from (this machine, a
 * private network, link-local), with those addresses: every picture on them is refused. A name that does not
 * resolve is left out: DNS may not answer at start-up, and the endpoint asks again for each picture.
 */
export async function refusedHosts(hosts: string[], resolve = systemResolve) {
  const resolved = await Promise.all(
    hosts.map((host) =>
      resolve(host).then(
        (entries) => ({ host, addresses: entries.map((entry) => entry.address) }),
        () => ({ host, addresses: [] }),
      ),
    ),
  )
  return resolved.filter(({ addresses }) => addresses.length > 0 && !addresses.some(isPublic))
}

export function createRemotePictures(options: RemotePictureOptions): RemotePictures {
  const resolve = options.resolve ?? systemResolve
  const maxRedirects = options.maxRedirects ?? 3
  const ghost = options.ghostUrl ? new URL(options.ghostUrl) : null
  const hosts = new Set(options.hosts.map((host) => host.toLowerCase()))
  // Everything else on the CMS's host is the CMS itself (its Admin API, members' pages): the endpoint must
  // not be a way to ask it anything. A Ghost in a subdirectory keeps its pictures under that directory.
  const ghostPictures = ghost ? `${ghost.pathname.replace(/\/$/, '')}/content/images/` : null
  const connectTo = options.connectTo ?? ((target: ConnectTarget) => target)

  function parse(url: string) {
    try {
      return new URL(url)
    } catch {
      return null
    }
  }

  function isGhostOrigin(url: URL) {
    return ghost !== null && url.origin === ghost.origin
  }

  function isGhostPicture(url: URL) {
    // An encoded slash or backslash is a path of its own to a server in front of Ghost that decodes it.
    return ghostPictures !== null && url.pathname.startsWith(ghostPictures) && !/%2f|%5c/i.test(url.pathname)
  }

  function allowed(url: URL | null): url is URL {
    if (!url || url.username || url.password) return false
    const onDefaultHttps = url.protocol === 'https:' && url.port === ''
    if (onDefaultHttps && hosts.has(url.hostname)) return true
    // The Ghost URL's host name is served like IMAGE_HOSTS on https's default port; its own origin (another
    // port, plain http, an address on this network) is the Ghost URL's alone.
    const onGhost = isGhostOrigin(url) || (onDefaultHttps && url.hostname === ghost?.hostname)
    return onGhost && isGhostPicture(url)
  }

  async function permittedAddresses(url: URL): Promise<ResolvedAddress[]> {
    const literal = literalAddress(url.hostname)
    const found = literal ? [{ address: literal, family: literal.includes(':') ? 6 : 4 }] : await resolve(url.hostname)
    const permitted = isGhostOrigin(url) ? found : found.filter((entry) => isPublic(entry.address))
    if (permitted.length === 0)
      throw new PictureUnavailable(`${url.hostname} resolves only to addresses that are not fetched`)
    return permitted
  }

  function request(url: URL, addresses: ResolvedAddress[], signal: AbortSignal) {
    // The connection goes only to the addresses checked above, whatever the resolver would say now.
    const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80)
    const targets = addresses.map((entry) => connectTo({ ...entry, port }))
    const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
      if (lookupOptions.all) callback(null, targets)
      else callback(null, targets[0].address, targets[0].family)
    }
    const client = url.protocol === 'https:' ? https : http
    // No AVIF asked for: a CDN that picks the format by Accept (Unsplash's does) then sends WebP or JPEG,
    // which libvips decodes in a fifth of the memory AVIF takes.
    return new Promise<http.IncomingMessage>((resolveResponse, reject) => {
      const outgoing = client.get(url, {
        agent: false,
        port: targets[0].port,
        lookup,
        signal,
        ...(options.ca ? { ca: options.ca } : {}),
        headers: { accept: 'image/webp,image/png,image/jpeg,image/gif;q=0.8', 'user-agent': 'ReelCraft images' },
      })
      outgoing.once('response', resolveResponse)
      outgoing.once('error', reject)
    })
  }

  async function read(response: http.IncomingMessage, url: URL) {
    const declared = Number(response.headers['content-length'])
    if (declared > options.maxBytes) {
      response.destroy()
      throw new PictureUnavailable(`${url.hostname} sent a picture of ${declared} bytes`)
    }
    const chunks: Buffer[] = []
    let received = 0
    for await (const chunk of response) {
      received += (chunk as Buffer).length
      if (received > options.maxBytes) {
        response.destroy()
        throw new PictureUnavailable(`${url.hostname} sent more than ${options.maxBytes} bytes`)
      }
      chunks.push(chunk as Buffer)
    }
    return Buffer.concat(chunks)
  }

  return {
    allows: (url) => allowed(parse(url)),
    async download(address) {
      let url = parse(address)
      if (!allowed(url)) throw new PictureRefused('not an address the image endpoint fetches from')
      const signal = AbortSignal.timeout(options.timeoutMs)
      try {
        for (let redirects = 0; ; redirects += 1) {
          const response = await request(url, await permittedAddresses(url), signal)
          const status = response.statusCode ?? 0
          if (status >= 300 && status < 400 && response.headers.location) {
            response.resume()
            const next = parse(new URL(response.headers.location, url).href)
            if (!allowed(next)) throw new PictureUnavailable(`${url.hostname} redirected to a host that is not fetched`)
            if (redirects >= maxRedirects) throw new PictureUnavailable(`${url.hostname} redirected too often`)
            url = next
            continue
          }
          if (status !== 200) {
            response.resume()
            throw new PictureUnavailable(`${url.hostname} answered ${status}`)
          }
          return await read(response, url)
        }
      } catch (error) {
        if (error instanceof PictureUnavailable) throw error
        if (signal.aborted) throw new PictureUnavailable(`${url.hostname} took longer than ${options.timeoutMs} ms`)
        throw new PictureUnavailable(`${url.hostname} could not be reached: ${(error as Error).message}`)
      }
    },
  }
}
