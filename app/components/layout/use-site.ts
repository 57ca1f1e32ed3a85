import { createContext, useContext } from 'react'
import { type Site, site as fileSite } from '~/content/site'

// Who we are and how to reach us, as the business saved it in the console: the root's loader reads the stored
// facts on every request and gives them to every page (app/root.tsx). What is drawn without the root's data (a
// page whose loader failed, a component on its own) reads the file's.
const SiteFacts = createContext<Site>(fileSite)

export const SiteFactsProvider = SiteFacts.Provider

export function useSite(): Site {
  return useContext(SiteFacts)
}
