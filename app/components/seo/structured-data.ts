import { facts } from '~/content/facts'
import {
  type PackageCard,
  type Plan,
  corporatePackages,
  halfDayPlan,
  hourlyPlan,
  packageCards,
  quickEventPackages,
  weddingPackages,
} from '~/content/packages'
import { site } from '~/content/site'
import { type Picture, shareImage } from '~/image-urls'
import { type JsonLd, absoluteUrl, canonicalPath, defaultShareImage, isStaffPath } from '~/seo'

// Structured data (schema.org, JSON-LD). Only the server renders it: the browser keeps what the server sent
// (see SiteStructuredData), so none of this, nor the package list it reads, is in the browser's bundle.

const weekDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

function postalAddress() {
  return {
    '@type': 'PostalAddress',
    streetAddress: site.address.street,
    addressLocality: site.address.city,
    addressRegion: site.address.region,
    postalCode: site.address.postalCode,
    addressCountry: site.address.countryCode,
  }
}

export function organizationJsonLd(siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: site.brand,
    legalName: site.company,
    url: `${siteUrl}/`,
    logo: absoluteUrl(siteUrl, '/favicon.svg'),
    description: site.description,
    email: site.email,
    telephone: site.phone,
    address: postalAddress(),
    sameAs: site.social.map((profile) => profile.href),
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'customer service', email: site.email, telephone: site.phone, areaServed: 'IN' },
      { '@type': 'ContactPoint', contactType: 'public relations', email: site.pressEmail, telephone: site.pressPhone },
    ],
  }
}

export function localBusinessJsonLd(siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${siteUrl}/#business`,
    name: site.brand,
    url: `${siteUrl}/`,
    image: absoluteUrl(siteUrl, defaultShareImage.url),
    description: site.description,
    email: site.email,
    telephone: site.phone,
    priceRange: '₹₹',
    currenciesAccepted: 'INR',
    address: postalAddress(),
    areaServed: facts.cities.map((city) => ({ '@type': 'City', name: city })),
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: weekDays, opens: site.hours.opens, closes: site.hours.closes },
    ],
    parentOrganization: { '@id': `${siteUrl}/#organization` },
  }
}

type Sellable = { id: string; name: string; description: string; price: number; features: string[] }

function fromCard(card: PackageCard, category: string): Sellable {
  const name = card.title === category ? `${card.title} package` : `${category}: ${card.title} (${card.subtitle})`
  return { id: card.id, name, description: card.description, price: card.price, features: card.features }
}

function fromPlan(plan: Plan): Sellable {
  return { id: plan.id, name: plan.name, description: plan.features.join(', '), price: plan.price, features: plan.features }
}

/** One `Product` with an INR `Offer` per package or plan; prices exclude GST, as the pages say. */
export function packageOffersJsonLd(siteUrl: string, pagePath: string, items: Sellable[]): JsonLd[] {
  return items.map((item) => ({
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${siteUrl}${pagePath}#${item.id}`,
    name: item.name,
    description: item.description,
    brand: { '@type': 'Brand', name: site.brand },
    additionalProperty: item.features.map((feature) => ({ '@type': 'PropertyValue', name: 'Includes', value: feature })),
    offers: {
      '@type': 'Offer',
      price: item.price.toFixed(2),
      priceCurrency: 'INR',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: item.price.toFixed(2),
        priceCurrency: 'INR',
        valueAddedTaxIncluded: false,
      },
      availability: 'https://schema.org/InStock',
      url: `${siteUrl}${pagePath}`,
      seller: { '@id': `${siteUrl}/#organization` },
    },
  }))
}

export type Crumb = { name: string; path: string }

export function breadcrumbJsonLd(siteUrl: string, crumbs: Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...crumbs].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  }
}

export type PostForJsonLd = {
  slug: string
  title: string
  excerpt: string
  featurePicture: Picture | null
  publishedAt: string
  updatedAt: string
  primaryTag: { name: string } | null
  authors: { name: string }[]
}

export function blogPostingJsonLd(siteUrl: string, post: PostForJsonLd): JsonLd {
  const url = `${siteUrl}/blog/${post.slug}`
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    description: post.excerpt,
    image: absoluteUrl(siteUrl, (post.featurePicture ? shareImage(post.featurePicture, post.title) : defaultShareImage).url),
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    articleSection: post.primaryTag?.name,
    author: post.authors.map((author) => ({ '@type': 'Person', name: author.name })),
    publisher: { '@id': `${siteUrl}/#organization` },
  }
}

// What each page sells, for its `Product` data.
const sellablesByPath: Record<string, Sellable[]> = {
  '/pricing': [hourlyPlan, halfDayPlan].map(fromPlan),
  '/reel-packages': [hourlyPlan].map(fromPlan).concat(packageCards.map((card) => fromCard(card, card.title))),
  '/wedding-packages': weddingPackages.map((card) => fromCard(card, 'Wedding')),
  '/corporate-packages': corporatePackages.map((card) => fromCard(card, 'Corporate')),
  '/one-day-packages': quickEventPackages.map((card) => fromCard(card, 'Quick event')),
}

// Pages one level down that a breadcrumb trail helps place.
const crumbsByPath: Record<string, Crumb[]> = {
  '/pricing': [{ name: 'Pricing', path: '/pricing' }],
  '/reel-packages': [{ name: 'Reel packages', path: '/reel-packages' }],
  '/wedding-packages': [{ name: 'Wedding packages', path: '/wedding-packages' }],
  '/corporate-packages': [{ name: 'Corporate packages', path: '/corporate-packages' }],
  '/one-day-packages': [{ name: 'Quick-event packages', path: '/one-day-packages' }],
  '/press': [{ name: 'Press & Blog', path: '/press' }],
  '/press/releases': [
    { name: 'Press & Blog', path: '/press' },
    { name: 'Press releases', path: '/press/releases' },
  ],
  '/blog': [{ name: 'Blog', path: '/blog' }],
  '/contact': [{ name: 'Contact', path: '/contact' }],
}

/**
 * The structured data of a page, decided by its address: the organisation on every page; the local
 * business where people look for a way to reach us; products and offers where packages are sold;
 * breadcrumbs below the home page. Blog posts add their own `BlogPosting`.
 */
export function structuredDataFor(siteUrl: string, pathname: string): JsonLd[] {
  const path = canonicalPath(pathname)
  if (isStaffPath(path)) return []
  const data: JsonLd[] = [organizationJsonLd(siteUrl)]
  if (path === '/' || path === '/contact') data.push(localBusinessJsonLd(siteUrl))
  if (path === '/') data.push(...packageOffersJsonLd(siteUrl, '/', [hourlyPlan, halfDayPlan].map(fromPlan)))
  const sellables = sellablesByPath[path]
  if (sellables) data.push(...packageOffersJsonLd(siteUrl, path, sellables))
  const crumbs = crumbsByPath[path]
  if (crumbs) data.push(breadcrumbJsonLd(siteUrl, crumbs))
  return data
}
