import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { publicRoutes } from './site-map'
import * as facts from '~/content/business'

// What search engines read: sitemap, robots.txt, canonical and share tags, structured data, titles.

const postSlugs = [
  'plan-reels-for-an-indian-wedding',
  'what-to-expect-on-a-brand-shoot',
  'hourly-or-half-day-plan',
  'birthday-reel-ideas',
  'how-10-minute-delivery-works',
  'corporate-event-reels-people-watch',
  'become-a-reelcraft-creator',
]

const staffPaths = ['/sign-in']
const indexedPages = publicRoutes
  .map((route) => route.path)
  .filter((path) => !staffPaths.includes(path) && path !== '/landing')

// The structured data each kind of page must carry, from the issue: the business everywhere it is looked
// for, products with INR offers where packages are sold, a BlogPosting for posts.
const expectedTypes: Record<string, string[]> = {
  '/': ['Organization', 'LocalBusiness', 'Product'],
  '/contact': ['Organization', 'LocalBusiness', 'BreadcrumbList'],
  '/pricing': ['Organization', 'Product', 'BreadcrumbList'],
  '/reel-packages': ['Organization', 'Product', 'BreadcrumbList'],
  '/wedding-packages': ['Organization', 'Product', 'BreadcrumbList'],
  '/corporate-packages': ['Organization', 'Product', 'BreadcrumbList'],
  '/one-day-packages': ['Organization', 'Product', 'BreadcrumbList'],
  '/press': ['Organization', 'BreadcrumbList'],
  '/blog': ['Organization', 'BreadcrumbList'],
  [`/blog/${postSlugs[0]}`]: ['Organization', 'BlogPosting', 'BreadcrumbList'],
}

type JsonLd = Record<string, unknown> & { '@type'?: string }
type Business = JsonLd & { telephone?: string; email?: string; address?: unknown; openingHoursSpecification?: unknown }
type Product = JsonLd & { name: string; offers?: { price: string; priceCurrency: string } }
type Posting = JsonLd & { headline: string; url: string; datePublished: string; author: unknown; image: string }

async function structuredData(page: import('@playwright/test').Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.flatMap((text): JsonLd[] => {
    const data = JSON.parse(text) as JsonLd | JsonLd[]
    return Array.isArray(data) ? data : [data]
  })
}

test('/sitemap.xml is valid XML listing every public page and every post, with last-modified dates', async ({
  page,
  request,
  baseURL,
}) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/xml')
  const xml = await response.text()
  await page.goto('/robots.txt')
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml')
    if (doc.getElementsByTagName('parsererror').length > 0) return null
    return {
      namespace: doc.documentElement.namespaceURI,
      urls: [...doc.getElementsByTagName('url')].map((url) => ({
        loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
        lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? '',
      })),
    }
  }, xml)
  expect(parsed, 'the sitemap parses as XML').not.toBeNull()
  expect(parsed?.namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
  const locs = parsed?.urls.map((url) => url.loc.replace(baseURL as string, '')) ?? []
  for (const path of indexedPages) expect(locs, path).toContain(path)
  for (const slug of postSlugs) expect(locs).toContain(`/blog/${slug}`)
  for (const path of ['/sign-in', '/profile', '/settings', '/landing']) expect(locs).not.toContain(path)
  expect(locs.some((loc) => loc.startsWith('/console'))).toBe(false)
  for (const url of parsed?.urls ?? []) {
    expect(url.lastmod, url.loc).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2}))?$/)
  }
})

test('/robots.txt points to the sitemap', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  const text = await response.text()
  expect(text).toContain('User-agent: *')
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('every page has a canonical address, share tags and our share image', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000)
  for (const path of [...indexedPages, `/blog/${postSlugs[1]}`]) {
    await page.goto(path)
    await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute(
      'href',
      `${baseURL}${path === '/' ? '/' : path}`,
    )
    await expect(page.locator('meta[property="og:url"]'), path).toHaveAttribute('content', `${baseURL}${path}`)
    await expect(page.locator('meta[property="og:title"]'), path).toHaveAttribute('content', /.+/)
    await expect(page.locator('meta[property="og:description"]'), path).toHaveAttribute('content', /.{40,}/)
    await expect(page.locator('meta[name="twitter:card"]'), path).toHaveAttribute('content', 'summary_large_image')
    await expect(page.locator('meta[name="robots"]'), path).toHaveCount(0)
  }
  await page.goto('/pricing')
  const image = (await page.locator('meta[property="og:image"]').getAttribute('content')) as string
  // Through the image endpoint under the version of its bytes, as JPEG, which every link preview reads.
  expect(image).toMatch(new RegExp(`^${baseURL}/img/1200/og/reelcraft\\.png\\?v=[0-9a-f]{12}&format=jpeg$`))
  const picture = await request.get(image, { headers: { accept: 'image/avif,image/webp,*/*' } })
  expect(picture.status()).toBe(200)
  expect(picture.headers()['content-type']).toBe('image/jpeg')
  expect(picture.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  const body = await picture.body()
  const { width, height } = await sharp(body).metadata()
  expect([width, height]).toEqual([1200, 630])
  expect(body.length).toBeLessThan(200 * 1024)
})

test('the second address of the home page names the first as canonical', async ({ page, baseURL }) => {
  await page.goto('/landing')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`)
})

test('staff pages are marked noindex and carry no canonical address', async ({ page }) => {
  await page.goto('/sign-in')
  await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached()
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
})

test('each page’s structured data parses and has the expected types', async ({ page }) => {
  test.setTimeout(60_000)
  const cspReports: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspReports.push(message.text())
  })
  for (const [path, types] of Object.entries(expectedTypes)) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const found = (await structuredData(page)).map((item) => item['@type'])
    for (const type of types) expect(found, `${path} has ${type}`).toContain(type)
    expect(
      found.filter((type) => type === 'Organization'),
      `${path} describes the business once`,
    ).toHaveLength(1)
  }
  expect(cspReports).toEqual([])
})

test('the business data gives only the contact details, address and hours the business confirmed', async ({ page }) => {
  await page.goto('/contact')
  const business = (await structuredData(page)).find((item) => item['@type'] === 'LocalBusiness') as Business
  expect(business.telephone).toBe(
    facts.phone.main.confirmed ? facts.phone.main.number.replace(/[^\d+]/g, '') : undefined,
  )
  expect(business.email).toBe(facts.email.general.confirmed ? facts.email.general.address : undefined)
  if (facts.address.confirmed) {
    expect(business.address).toMatchObject({
      '@type': 'PostalAddress',
      addressLocality: facts.address.city,
      addressCountry: 'IN',
    })
  } else {
    expect(business.address).toBeUndefined()
  }
  expect(business.openingHoursSpecification).toEqual(
    facts.hours.confirmed
      ? [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
            opens: '09:00',
            closes: '21:00',
          },
        ]
      : undefined,
  )
})

test('packages are products, with no offer while their prices are examples', async ({ page }) => {
  // A confirmed price becomes an offer in rupees: package-catalogue.spec.ts confirms one in the console.
  await page.goto('/wedding-packages')
  const products = (await structuredData(page)).filter((item) => item['@type'] === 'Product') as Product[]
  expect(products.map((product) => product.name)).toEqual([
    'Wedding: Basic (Single Event)',
    'Wedding: Silver (Three Events)',
    'Wedding: Gold (Four Events)',
    'Wedding: Platinum (Complete Wedding)',
  ])
  for (const product of products) expect(product.offers).toBeUndefined()
  await page.goto('/pricing')
  const plans = (await structuredData(page)).filter((item) => item['@type'] === 'Product') as Product[]
  expect(plans.map((plan) => [plan.name, plan.offers])).toEqual([
    ['Hourly Plan', undefined],
    ['Half-Day Plan', undefined],
  ])
})

test('a post’s structured data describes the post', async ({ page, baseURL }) => {
  await page.goto('/blog/how-10-minute-delivery-works')
  const post = (await structuredData(page)).find((item) => item['@type'] === 'BlogPosting') as Posting
  expect(post.headline).toBe('How Our 10-Minute Delivery Works')
  expect(post.url).toBe(`${baseURL}/blog/how-10-minute-delivery-works`)
  expect(post.datePublished).toBe('2026-08-26T04:30:00.000Z')
  expect(post.author).toEqual([{ '@type': 'Person', name: 'ReelCraft Production Desk' }])
  expect(post.image).toMatch(
    new RegExp(`^${baseURL}/img/1200/blog/covers/delivery\\.webp\\?v=[0-9a-f]{12}&format=jpeg$`),
  )
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', post.image)
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630')
})

test('no two pages, posts included, share a title', async ({ page }) => {
  test.setTimeout(120_000)
  const titles = new Map<string, string>()
  for (const path of [...indexedPages, ...postSlugs.map((slug) => `/blog/${slug}`)]) {
    await page.goto(path)
    const title = await page.title()
    expect(titles.get(title), `${path} shares its title "${title}"`).toBeUndefined()
    titles.set(title, path)
  }
})
