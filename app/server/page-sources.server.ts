import type { PageHandle, PageSource } from '~/pages/page-handle'
import { blog } from './blog/blog.server'

type Params = Record<string, string | undefined>

/** Where the addresses of a page with a parameter come from, named by its handle's `source`. */
type Source = {
  /** Each address's parameters, with when what it shows last changed: the sitemap's entries. */
  entries: () => Promise<{ params: Params; lastModified: string }[]>
  /** Whether the address with these parameters shows something. */
  has: (params: Params) => Promise<boolean>
}

export const pageSources: Record<PageSource, Source> = {
  blog: {
    entries: async () =>
      (await blog().posts()).map((post) => ({ params: { slug: post.slug }, lastModified: post.updatedAt })),
    has: async ({ slug }) => Boolean(slug && (await blog().post(slug))),
  },
}

/**
 * What the content of a page that changes with something other than the build is now: a page cache keeps a
 * page per version, so a page rendered from an older list of posts is never served once the list has changed.
 */
export const contentVersions: Record<
  Exclude<NonNullable<PageHandle['changesWith']>, 'build'>,
  () => Promise<string>
> = {
  blog: () => blog().version(),
}
