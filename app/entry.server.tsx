import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import type { AppLoadContext, EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'
import { SitePagesProvider, StructuredDataProvider, shownPage } from './components/seo/site-head'
import { structuredDataFor } from './components/seo/structured-data'
import { jsonLdText } from './pages/seo'
import { config } from './server/config.server'
import { currentFacts } from './server/facts-store.server'
import { siteOf } from './content/site'
import { catalogueOf } from './content/packages'
import { NonceProvider } from './document/nonce'
import { stylesheetText } from './server/stylesheet.server'
import { sitePagesOfBuild } from './server/site-pages.server'
import { StylesheetProvider } from './document/stylesheet'
import stylesheet from './app.css?url'

export const streamTimeout = 5_000

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce
  // Every page of the site, for the document's head: an address no page answers may still be staff's.
  const allPages = await sitePagesOfBuild()
  const leaf = routerContext.staticHandlerContext.matches.at(-1)
  const page = shownPage(
    allPages,
    new URL(request.url).pathname,
    leaf ? routerContext.routeModules[leaf.route.id]?.handle : undefined,
  )
  const facts = await currentFacts()
  // Written here, on the server only: the browser keeps the text it was sent (SiteStructuredData).
  const structuredData =
    page.staff || responseStatusCode >= 500
      ? ''
      : jsonLdText(
          structuredDataFor(
            config().SITE_URL,
            siteOf(facts),
            catalogueOf(facts),
            page.canonical,
            page.handle?.structuredData,
          ),
        )
  // Crawlers and no-JavaScript visitors get the whole document at once; browsers get it streamed.
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StylesheetProvider value={stylesheetText(stylesheet)}>
          <SitePagesProvider value={allPages}>
            <StructuredDataProvider value={structuredData}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </StructuredDataProvider>
          </SitePagesProvider>
        </StylesheetProvider>
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true
          const body = new PassThrough()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
    setTimeout(abort, streamTimeout + 1000)
  })
}
