import { describe, expect, it } from 'vitest'
import { createRemotePictures, refusedHosts } from './remote-pictures.server'

// Which addresses the image endpoint may fetch at all, decided before any lookup or connection.

function remoteFor(ghostUrl: string, hosts = ['images.unsplash.com']) {
  return createRemotePictures({ hosts, ghostUrl, timeoutMs: 1_000, maxBytes: 1024 })
}

describe('addresses the image endpoint fetches', () => {
  it("on the Ghost URL's host, only Ghost's uploaded pictures, under the directory Ghost is installed in", () => {
    const remote = remoteFor('https://example.com/blog')
    expect(remote.allows('https://example.com/blog/content/images/2026/11/cover.jpg')).toBe(true)
    expect(remote.allows('https://example.com/blog/content/images/size/w600/2026/11/cover.jpg')).toBe(true)
    expect(remote.allows('https://example.com/content/images/2026/11/cover.jpg')).toBe(false)
    expect(remote.allows('https://example.com/blog/ghost/api/admin/site/')).toBe(false)
    expect(remote.allows('https://example.com/blog/members/api/member/')).toBe(false)
  })

  it('on a host in IMAGE_HOSTS, any path, including the Ghost host when it is listed there too', () => {
    expect(remoteFor('https://example.com').allows('https://images.unsplash.com/photo-1?w=3000')).toBe(true)
    const listed = remoteFor('https://example.com', ['example.com'])
    expect(listed.allows('https://example.com/assets/cover.jpg')).toBe(true)
  })
})

describe('image hosts named at start-up as refused', () => {
  it('are those that resolve only to this machine, a private network or the metadata address', async () => {
    const dns: Record<string, string[]> = {
      'images.unsplash.com': ['151.101.2.208'],
      'cms-pictures.internal': ['10.0.3.7'],
      'metadata.example.com': ['169.254.169.254'],
      'mixed.example.com': ['127.0.0.1', '151.101.2.208'],
    }
    const resolve = async (host: string) => {
      if (!dns[host]) throw new Error(`getaddrinfo ENOTFOUND ${host}`)
      return dns[host].map((address) => ({ address, family: 4 }))
    }
    expect(await refusedHosts([...Object.keys(dns), 'unresolved.example.com'], resolve)).toEqual([
      { host: 'cms-pictures.internal', addresses: ['10.0.3.7'] },
      { host: 'metadata.example.com', addresses: ['169.254.169.254'] },
    ])
  })
})
