import type { ServerBuild } from 'react-router'
import { createServer } from 'vite'
import { type SitePage, sitePages } from '../app/pages/site-pages'

/**
 * The server build's routes, each with its module, loaded through Vite as `npm run dev` loads them (server/dev.ts):
 * for scripts and tests that run without a build.
 */
export async function loadRoutes(): Promise<ServerBuild['routes']> {
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'error' })
  try {
    return ((await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild).routes
  } finally {
    await vite.close()
  }
}

/** The site's pages, read from the route modules (app/pages/site-pages.ts). */
export async function loadSitePages(): Promise<SitePage[]> {
  return sitePages(await loadRoutes())
}
