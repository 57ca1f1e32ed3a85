// How long a post published in Ghost takes to show on /blog, in the worst case: the post is published just
// after the site asked Ghost for its list, and /blog is visited once a second until it shows it. The
// production build (`npm run build` first) against the Ghost stand-in on loopback; the README states the figure.
import { setTimeout as delay } from 'node:timers/promises'
import { postLike, recordedKey, recordedPosts, startGhostStandIn } from '../tests/support/ghost-stand-in'
import { startSite, stopSite } from '../tests/support/site-process'

const ghost = await startGhostStandIn()
const site = await startSite({ env: { GHOST_URL: ghost.url, GHOST_CONTENT_API_KEY: recordedKey } })
try {
  await fetch(`${site.url}/blog`)
  const [template] = recordedPosts()
  ghost.setPosts([postLike(template, { slug: 'brand-new', title: 'Brand new post' }), ...recordedPosts()])
  const published = Date.now()
  let visits = 0
  for (;;) {
    visits += 1
    if ((await (await fetch(`${site.url}/blog`)).text()).includes('Brand new post')) break
    await delay(1000)
  }
  console.log(
    `a new post showed on /blog ${((Date.now() - published) / 1000).toFixed(1)} s after it was published (${visits} visits, one a second)`,
  )
} finally {
  await stopSite(site)
  await ghost.close()
}
