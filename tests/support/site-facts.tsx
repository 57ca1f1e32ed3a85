import { SiteFactsProvider } from '~/components/layout/use-site'
import { businessFacts } from '~/content/shipped-facts'
import { type Site, siteOf } from '~/content/site-of'

// What the root's loader gives every page (`site`), for a component drawn on its own in a test: the file's
// defaults, or the site given.

export const siteOfFile: Site = siteOf(businessFacts)

export function WithSite({ site = siteOfFile, children }: { site?: Site; children: React.ReactNode }) {
  return <SiteFactsProvider value={site}>{children}</SiteFactsProvider>
}
