import { site } from './content/site'

type PageMeta = {
  title: string
  description: string
}

/** The title and description of one page; every page has its own. */
export function pageMeta({ title, description }: PageMeta) {
  return [
    { title: title === site.brand ? title : `${title} | ${site.brand}` },
    { name: 'description', content: description },
  ]
}
