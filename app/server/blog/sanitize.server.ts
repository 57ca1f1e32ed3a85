import sanitizeHtml from 'sanitize-html'

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
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'b', 'i', 'u',
    's', 'del', 'ins', 'mark', 'sub', 'sup', 'small', 'blockquote', 'q', 'cite', 'code', 'pre', 'kbd',
    'figure', 'figcaption', 'img', 'video', 'div', 'span', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
    'caption',
  ],
  allowedAttributes: {
    '*': ['id', 'class'],
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'srcset', 'sizes'],
    video: ['src', 'poster', 'width', 'height', 'controls', 'playsinline', 'preload', 'muted', 'loop'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedClasses: { '*': ['kg-*', 'language-*'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
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
  // A link made from an embed without a usable address says nothing useful: drop it.
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && frame.text === embedLabel,
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript'],
}

/** Post HTML made safe to render: scripts, event handlers and `javascript:` URLs removed, ids prefixed. */
export function sanitizePostHtml(html: string) {
  return sanitizeHtml(html, options)
}
