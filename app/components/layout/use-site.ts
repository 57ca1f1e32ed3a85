import { createContext, useContext } from 'react'
import type { Site } from '~/content/site-of'

// Who we are and how to reach us, as the business saved it in the console: the root's loader reads the stored
// facts on every request and gives them to every page (app/root.tsx). There is no other source: nothing drawn
// in the browser carries the facts file, so a component drawn outside the root's data (the root's error page)
// must not ask for them.
const SiteFacts = createContext<Site | null>(null)

export const SiteFactsProvider = SiteFacts.Provider

export function useSite(): Site {
  const site = useContext(SiteFacts)
  if (!site) throw new Error('useSite() is drawn outside the root’s data, which gives the site')
  return site
}
