import sanitizeHtml from 'sanitize-html'
import { postColumnImageSizes } from '~/images/image-sizes'
import { type Picture, imageSource } from '~/images/image-urls'

// What Ghost's editor produces (headings, text, lists, links, images, galleries, figures, quotes, code,
// tables, bookmark and embed cards), and nothing that runs. The Content-Security-Policy allows no frames
// and no media from other hosts, so an embedded player becomes a plain link to the video.

const embedLabel = 'Watch the video'

function linkAttributes(href: string): sanitizeHtml.Attributes {
  return /^https?:\/\//.test(href) ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href }
}

// A post's ids live in the page's own id space: each one is prefixed, so a post cannot take over an element
// the page relies on (its main region, a form, the end-of-page marker), and links within the post follow.
const idPrefix = 'post-'

function prefixedIds(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const { id, href } = attribs
  return {
    ...attribs,
    ...(id ? { id: `${idPrefix}${id}` } : {}),
    ...(href?.startsWith('#') && href.length > 1 ? { href: `#${idPrefix}${href.slice(1)}` } : {}),
  }
}

function isSameOrigin(url: string | undefined) {
  return Boolean(url && url.startsWith('/') && !url.startsWith('//'))
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'del',
    'ins',
    'mark',
    'sub',
    'sup',
    'small',
    'blockquote',
    'q',
    'cite',
    'code',
    'pre',
    'kbd',
    'figure',
    'figcaption',
    'img',
    'video',
    'div',
    'span',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    '*': ['id', 'class'],
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding', 'srcset', 'sizes'],
    video: ['src', 'poster', 'width', 'height', 'controls', 'playsinline', 'preload', 'muted', 'loop'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedClasses: { '*': ['kg-*', 'language-*'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    '*': (tagName, attribs) => ({ tagName, attribs: prefixedIds(attribs) }),
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, ...linkAttributes(attribs.href ?? '') } }),
    iframe: (_tagName, attribs) => ({ tagName: 'a', attribs: linkAttributes(attribs.src ?? ''), text: embedLabel }),
    video: (tagName, attribs): sanitizeHtml.Tag =>
      isSameOrigin(attribs.src)
        ? { tagName, attribs: { ...attribs, controls: '', playsinline: '' } }
        : { tagName: 'a', attribs: linkAttributes(attribs.src ?? ''), text: embedLabel },
  },
  // A link made from an embed without a usable address says nothing useful, and a picture that cannot be
  // shown would show as broken: drop them.
  exclusiveFilter: (frame) =>
    (frame.tag === 'a' && !frame.attribs.href && frame.text === embedLabel) ||
    (frame.tag === 'img' && !frame.attribs.src),
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript'],
}

/** The pictures of a post's body by their address in its HTML; null or absent for one that cannot be shown. */
export type PostPictures = ReadonlyMap<string, Picture | null>

/** A picture of the body through the image endpoint, in the widths the column needs; none if it cannot be shown. */
function bodyPicture(attribs: sanitizeHtml.Attributes, picture: Picture | null | undefined): sanitizeHtml.Attributes {
  if (!picture) return {}
  const own = {
    alt: attribs.alt ?? '',
    ...(attribs.title ? { title: attribs.title } : {}),
    ...(attribs.class ? { class: attribs.class } : {}),
  }
  const { src, srcSet, sizes, width, height } = imageSource(picture, postColumnImageSizes)
  const widths: sanitizeHtml.Attributes = srcSet && sizes ? { srcset: srcSet, sizes } : {}
  return { src, ...widths, ...own, width: String(width), height: String(height), loading: 'lazy', decoding: 'async' }
}

/**
 * Post HTML made safe to render: scripts, event handlers and `javascript:` URLs removed, and every picture
 * sent through the image endpoint, or left out when it is not among the post's pictures that can be shown.
 */
export function sanitizePostHtml(html: string, pictures: PostPictures = new Map()) {
  return sanitizeHtml(html, {
    ...options,
    transformTags: {
      ...options.transformTags,
      img: (tagName, attribs) => ({ tagName, attribs: bodyPicture(attribs, pictures.get(attribs.src ?? '')) }),
    },
  })
}

/** The addresses of the pictures in a post's HTML, to be checked before it is sanitised. */
export function postImageSources(html: string) {
  const sources = new Set<string>()
  sanitizeHtml(html, {
    allowedTags: ['img'],
    allowedAttributes: { img: ['src'] },
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    nonTextTags: options.nonTextTags,
    exclusiveFilter: (frame) => {
      if (frame.tag === 'img' && frame.attribs.src) sources.add(frame.attribs.src)
      return false
    },
  })
  return [...sources]
}
