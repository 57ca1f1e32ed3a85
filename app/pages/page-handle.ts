import type { BusinessFacts } from '../content/business-schema'
import type { ShareImage } from './seo'

// Everything the site knows about a page, said once, in its route module: `export const handle = { … } satisfies
// PageHandle`. The page cache, the sitemap, the structured data, the list of business facts still marked as
// examples and the end-to-end tests' site map all read it (app/pages/site-pages.ts); its address comes from
// app/routes.ts. A handle travels to the browser with its route, so it holds names and flags, never the data
// behind them.

/**
 * Who a route is for. `public`: anyone, indexed, in the sitemap when it is a page with an address of its own.
 * `staff`: the staff console and signing in; never indexed, no structured data. `mail link`: a page a link in
 * our mail opens for the one person it was sent to; never in the sitemap; its address carries a secret (a token
 * in its path or its query), so logs write the path's token as its parameter and no third-party script loads.
 * `any`: the root and the site's layout, around pages of every audience, each of which says its own.
 */
export const audiences = ['public', 'staff', 'mail link', 'any'] as const

export type Audience = (typeof audiences)[number]

/** The packages or plans a page sells, as structured data (`offerLists` in app/components/seo/structured-data.ts). */
export type OfferList = 'plans' | 'reel packages' | 'wedding packages' | 'corporate packages' | 'quick-event packages'

export type Crumb = { name: string; path: string }

/** Where the addresses of a page with a parameter come from (`pageSources` in app/server/page-sources.server.ts). */
export type PageSource = 'blog'

export type PageHandle = {
  audience: Audience
  /**
   * `false`: the route's part of the page works as plain HTML and CSS (links, forms that post, the browser's
   * own popovers), so a page whose every route says so loads no script and does not hydrate.
   */
  scripts: boolean
  /**
   * Its HTML is the same for every visitor who is not signed in and has given the same answer to the cookie
   * banner, so the server renders it once per answer and keeps it (app/server/page-cache.server.ts).
   */
  cached?: true
  /**
   * What its content changes with: the deployed build (the default) or the blog's posts. A kept page lives ten
   * minutes, or a minute when it shows the blog; the sitemap dates it by the build or by the newest post.
   */
  changesWith?: 'build' | 'blog'
  /** The address its content lives at, when the route is a second address for it (the home page at /landing). */
  canonical?: string
  /** For a public page with a parameter in its address: where its addresses come from. */
  source?: PageSource
  /** Its structured data besides the organisation every public page carries. */
  structuredData?: {
    /** The local business, where people look for a way to reach us. */
    localBusiness?: true
    offers?: OfferList
    /** Its place below the home page: the pages above it, then its own name. */
    breadcrumb?: { above?: Crumb[]; name: string }
  }
  /**
   * The kinds of lead whose form its main content shows, by their names (app/leads/kinds.ts), so that the tests
   * of every form find it. A form behind a button (the booking dialog of a package card) is not counted.
   */
  forms?: readonly string[]
  /** The business facts it shows (app/content/business.ts); a layout's are on every page. */
  facts?: readonly (keyof BusinessFacts)[]
  /** A share image of its own (a blog post's cover), or that it must not be indexed (a post that does not exist). */
  seo?: (loaderData: unknown) => { image?: ShareImage; noindex?: boolean }
}
