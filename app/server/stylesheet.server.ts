import fs from 'node:fs'
import path from 'node:path'

// The site's stylesheet is small (about 11 KB compressed), so the production server writes it into each
// page instead of linking it: the first paint then waits for nothing but the page itself
// (docs/decisions/0005-how-pages-stay-fast.md). In development nothing is inlined, so edits show at once.
let clientDir: string | null = null
const texts = new Map<string, string | null>()

export function inlineStylesheetsFrom(dir: string) {
  clientDir = path.resolve(dir)
  texts.clear()
}

/** The text of a built stylesheet, by its public path, or null when it is to be linked instead. */
export function stylesheetText(href: string): string | null {
  if (!clientDir) return null
  if (!texts.has(href)) {
    const file = path.join(clientDir, href)
    const inside = file.startsWith(clientDir + path.sep) && fs.existsSync(file)
    const text = inside ? fs.readFileSync(file, 'utf8') : null
    // A stylesheet that could end the <style> element early is linked, never written into the page.
    texts.set(href, text !== null && !/<\/style/i.test(text) ? text : null)
  }
  return texts.get(href) ?? null
}
