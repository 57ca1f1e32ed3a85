import { createContext, useContext } from 'react'
import href from '../app.css?url'

// Given by the server when it writes the stylesheet into the page (app/server/stylesheet.server.ts).
const StylesheetContext = createContext<string | null>(null)

export const StylesheetProvider = StylesheetContext.Provider

const inlineId = 'site-styles'

/**
 * The site's stylesheet: written into the page by the production server, linked in development. In the
 * browser it keeps whatever the server chose, so hydration matches and the styles are never fetched twice.
 */
export function Stylesheet() {
  const serverText = useContext(StylesheetContext)
  const text = typeof document === 'undefined' ? serverText : (document.getElementById(inlineId)?.textContent ?? null)
  if (text === null) return <link rel="stylesheet" href={href} />
  return <style id={inlineId} dangerouslySetInnerHTML={{ __html: text }} />
}
