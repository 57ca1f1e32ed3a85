import { describe, expect, it } from 'vitest'
import type { Picture } from '~/images/image-urls'
import { postImageSources, sanitizePostHtml } from './sanitize.server'

const ghostPicture: Picture = {
  src: 'https://blog.example.in/content/images/a.jpg',
  width: 600,
  height: 400,
  version: null,
  drawing: false,
}
const ghostPictureUrl = (width: number) => `/img/${width}/${encodeURIComponent(ghostPicture.src)}`
const ghostPictureHtml =
  `<img src="${ghostPictureUrl(640)}" srcset="${ghostPictureUrl(160)} 160w, ${ghostPictureUrl(320)} 320w, ${ghostPictureUrl(480)} 480w, ${ghostPictureUrl(640)} 600w" ` +
  'sizes="(min-width: 48rem) 44rem, calc(100vw - 2.5rem)" alt="A" class="kg-image" width="600" height="400" loading="lazy" decoding="async" />'

describe('post HTML sanitiser', () => {
  it('removes scripts, event handlers and javascript: URLs', () => {
    const html = sanitizePostHtml(
      `<p>Hi<script>alert(1)</script></p><img src="${ghostPicture.src}" alt="A" class="kg-image" onerror="alert(2)"><a href="javascript:alert(3)">link</a><p onclick="alert(4)">t</p>`,
      new Map([[ghostPicture.src, ghostPicture]]),
    )
    expect(html).toBe(`<p>Hi</p>${ghostPictureHtml}<a>link</a><p>t</p>`)
  })

  it('removes style elements, forms and objects', () => {
    expect(sanitizePostHtml('<style>p{}</style><form><input></form><object data="x"></object><p>ok</p>')).toBe(
      '<p>ok</p>',
    )
  })

  it('keeps the markup Ghost produces', () => {
    const ghost =
      '<h2 id="section">Section</h2><p>Text with <strong>bold</strong>, <em>em</em> and <a href="/blog">a link</a>.</p>' +
      '<ul><li>One</li></ul><ol start="2"><li>Two</li></ol><blockquote>Quote</blockquote><hr />' +
      '<figure class="kg-card kg-image-card kg-card-hascaption"><img src="https://blog.example.in/content/images/a.jpg" class="kg-image" alt="A" width="600" height="400" loading="lazy" /><figcaption>Caption</figcaption></figure>' +
      '<pre><code class="language-js">const a = 1</code></pre>'
    expect(sanitizePostHtml(ghost, new Map([[ghostPicture.src, ghostPicture]]))).toBe(
      ghost.replace(/<img [^>]+>/, ghostPictureHtml).replace('id="section"', 'id="post-section"'),
    )
  })

  it('sends pictures through the image endpoint, and leaves out every one that cannot be shown', () => {
    const drawing: Picture = { src: '/blog/authors/editorial.svg', width: 96, height: 96, version: null, drawing: true }
    const html = sanitizePostHtml(
      `<p><img src="${ghostPicture.src}" alt="A" srcset="https://blog.example.in/size/w300/a.jpg 300w"></p>` +
        '<p><img src="https://elsewhere.example/b.jpg" alt="B"><img src="data:image/png;base64,AAAA" alt="C"><img alt="D">' +
        `<img src="${drawing.src}" alt="E"></p>`,
      new Map([
        [ghostPicture.src, ghostPicture],
        ['https://elsewhere.example/b.jpg', null],
        [drawing.src, drawing],
      ]),
    )
    expect(html).toBe(
      `<p>${ghostPictureHtml.replace(' class="kg-image"', '')}</p>` +
        '<p><img src="/blog/authors/editorial.svg" alt="E" width="96" height="96" loading="lazy" decoding="async" /></p>',
    )
  })

  it('lists the pictures a body names, once each, and none that could never be fetched', () => {
    expect(
      postImageSources(
        '<img src="https://a.example/1.jpg"><figure><img src="/blog/covers/x.webp"></figure><img src="https://a.example/1.jpg">' +
          '<img src="data:image/png;base64,AAAA"><img src="javascript:alert(1)"><script><img src="https://a.example/2.jpg"></script>',
      ),
    ).toEqual(['https://a.example/1.jpg', '/blog/covers/x.webp'])
  })

  it('opens outside links in a new tab without giving them the opener', () => {
    expect(sanitizePostHtml('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    )
  })

  it('turns embedded players from other hosts into links, which the page may show', () => {
    expect(
      sanitizePostHtml(
        '<figure class="kg-card kg-embed-card"><iframe src="https://www.youtube.com/embed/abc" width="200"></iframe></figure>',
      ),
    ).toBe(
      '<figure class="kg-card kg-embed-card"><a href="https://www.youtube.com/embed/abc" target="_blank" rel="noopener noreferrer">Watch the video</a></figure>',
    )
    expect(sanitizePostHtml('<video src="https://cdn.example.com/v.mp4"></video>')).toContain(
      '<a href="https://cdn.example.com/v.mp4"',
    )
    expect(sanitizePostHtml('<video src="/media/reel.mp4"></video>')).toBe(
      '<video src="/media/reel.mp4" controls playsinline></video>',
    )
  })

  it('drops classes that are not Ghost card classes', () => {
    expect(sanitizePostHtml('<p class="fixed inset-0 kg-width-wide">x</p>')).toBe('<p class="kg-width-wide">x</p>')
  })

  it("prefixes every id a post keeps, and its links within the post, so it cannot take over the page's own ids", () => {
    expect(
      sanitizePostHtml(
        '<h2 id="main">Title</h2><p id="page-end">End</p><span id="newsletter-email">x</span>' +
          '<a href="#main">Up</a><a href="#">Top</a><a href="/blog#latest-posts">Blog</a>',
      ),
    ).toBe(
      '<h2 id="post-main">Title</h2><p id="post-page-end">End</p><span id="post-newsletter-email">x</span>' +
        '<a href="#post-main">Up</a><a href="#">Top</a><a href="/blog#latest-posts">Blog</a>',
    )
  })
})
