import { sitePages } from '~/pages/site-pages'

/** The site's pages, read from the server build this code is part of. */
export async function sitePagesOfBuild() {
  const { routes } = await import('virtual:react-router/server-build')
  return sitePages(routes)
}
