import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type GhostStandIn, recordedKey, startGhostStandIn } from '../support/ghost-stand-in'
import { freePort } from '../support/postgres-server'
import { type SiteProcess, startSite, stopSite } from '../support/site-process'

// The blog when its CMS is down (docs/decisions/0112): the production build as its own process,
// against the Ghost stand-in on loopback, which is stopped and started again on its port as a real Ghost would.

const post = { slug: 'hello-offline', title: 'Hello from offline Ghost' }

let ghost: GhostStandIn | null = null
let sites: SiteProcess[] = []

afterEach(async () => {
  await Promise.all(sites.map(stopSite))
  sites = []
  await ghost?.close()
  ghost = null
})

async function siteOn(ghostUrl: string, dataDir?: string) {
  const site = await startSite({ dataDir, env: { GHOST_URL: ghostUrl, GHOST_CONTENT_API_KEY: recordedKey } })
  sites.push(site)
  return site
}

async function visit(url: string) {
  const response = await fetch(url)
  return { status: response.status, retryAfter: response.headers.get('retry-after'), text: await response.text() }
}

describe('a Ghost outage', () => {
  it('leaves a site restarted meanwhile serving the posts it last had, from its data directory', async () => {
    ghost = await startGhostStandIn()
    const ghostUrl = ghost.url
    const first = await siteOn(ghostUrl)
    expect((await visit(`${first.url}/blog`)).text).toContain(post.title)
    await vi.waitFor(() => expect(fs.existsSync(path.join(first.dataDir, 'blog', 'ghost-posts.json'))).toBe(true))
    await stopSite(first)
    await ghost.close()
    ghost = null

    const restarted = await siteOn(ghostUrl, first.dataDir)
    const list = await visit(`${restarted.url}/blog`)
    expect(list.status).toBe(200)
    expect(list.text).toContain(post.title)
    const single = await visit(`${restarted.url}/blog/${post.slug}`)
    expect(single.status).toBe(200)
    expect(single.text).toContain('Admin API')
    expect((await visit(`${restarted.url}/sitemap.xml`)).text).toContain(`/blog/${post.slug}</loc>`)
    expect(restarted.output()).toContain('serving the copy kept on disk (stale)')
  })

  it('answers 503 with Retry-After while it has no copy at all, and shows the posts within 10 s of Ghost coming back', async () => {
    const port = await freePort()
    const site = await siteOn(`http://127.0.0.1:${port}`)
    for (const address of ['/blog', `/blog/${post.slug}`, '/sitemap.xml']) {
      const answer = await visit(`${site.url}${address}`)
      expect(answer.status, address).toBe(503)
      expect(Number(answer.retryAfter), address).toBeGreaterThan(0)
    }
    expect((await visit(`${site.url}/blog`)).text).toContain('The blog is unavailable for a moment')

    ghost = await startGhostStandIn({ port })
    const back = Date.now()
    await vi.waitFor(async () => expect((await visit(`${site.url}/blog`)).text).toContain(post.title), {
      timeout: 10_000,
      interval: 250,
    })
    expect(Date.now() - back).toBeLessThan(10_000)
    expect((await visit(`${site.url}/blog/${post.slug}`)).status).toBe(200)
  })
})
