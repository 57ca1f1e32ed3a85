import { promises } from '~/content/promises'
import type { Catalogue, PackageCard, Plan } from '~/content/packages'
import type { ContactNumber, Site } from '~/content/site-of'
import { type Picture, shareImage } from '~/images/image-urls'
import type { Crumb, OfferList, PageHandle } from '~/pages/page-handle'
import { type JsonLd, absoluteUrl, defaultShareImagePath } from '~/pages/seo'

// Structured data (schema.org, JSON-LD). Only the server renders it: the browser keeps what the server sent
// (see SiteStructuredData), so none of this, nor the package list it reads, is in the browser's bundle.

const weekDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

// Search engines show what structured data says as the business's own word, so it carries only what the
// business has confirmed: no example company name, phone number, address, e-mail address, hours or profile.

function postalAddress(about: Site) {
  if (!about.address.confirmed) return undefined
  return {
    '@type': 'PostalAddress',
    streetAddress: about.address.street,
    addressLocality: about.address.city,
    addressRegion: about.address.region,
    postalCode: about.address.postalCode,
    addressCountry: about.address.countryCode,
  }
}

const telephone = (number: ContactNumber) => (number.confirmed ? number.e164 : undefined)

function contactPoint(contactType: string, mail: { address: string; confirmed: boolean }, number: ContactNumber) {
  const email = mail.confirmed ? mail.address : undefined
  const phone = telephone(number)
  return email || phone ? [{ '@type': 'ContactPoint', contactType, email, telephone: phone, areaServed: 'IN' }] : []
}

export function organizationJsonLd(siteUrl: string, about: Site): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: about.brand,
    legalName: about.companyConfirmed ? about.company : undefined,
    url: `${siteUrl}/`,
    logo: absoluteUrl(siteUrl, '/favicon.svg'),
    description: about.description,
    email: about.emails.general.confirmed ? about.email : undefined,
    telephone: telephone(about.phone),
    address: postalAddress(about),
    sameAs: nonEmpty(about.social.map((profile) => profile.href)),
    contactPoint: nonEmpty([
      ...contactPoint('customer service', about.emails.general, about.phone),
      ...contactPoint('public relations', about.emails.press, about.pressPhone),
    ]),
  }
}

const nonEmpty = <T>(list: T[]) => (list.length ? list : undefined)

export function localBusinessJsonLd(siteUrl: string, about: Site): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${siteUrl}/#business`,
    name: about.brand,
    url: `${siteUrl}/`,
    image: absoluteUrl(siteUrl, defaultShareImagePath),
    description: about.description,
    email: about.emails.general.confirmed ? about.email : undefined,
    telephone: telephone(about.phone),
    priceRange: '₹₹',
    currenciesAccepted: 'INR',
    address: postalAddress(about),
    areaServed: promises.cities.map((city) => ({ '@type': 'City', name: city })),
    openingHoursSpecification: about.hours.confirmed
      ? [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: weekDays,
            opens: about.hours.opens,
            closes: about.hours.closes,
          },
        ]
      : undefined,
    parentOrganization: { '@id': `${siteUrl}/#organization` },
  }
}

type Sellable = { id: string; name: string; description: string; price: number; features: string[]; confirmed: boolean }

function fromCard(card: PackageCard, category: string): Sellable {
  const name = card.title === category ? `${card.title} package` : `${category}: ${card.title} (${card.subtitle})`
  return {
    id: card.id,
    name,
    description: card.description,
    price: card.price,
    features: card.features,
    confirmed: card.confirmed,
  }
}

function fromPlan(plan: Plan): Sellable {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.features.join(', '),
    price: plan.price,
    features: plan.features,
    confirmed: plan.confirmed,
  }
}

/**
 * One `Product` per package or plan, with its INR `Offer` once the business has confirmed its price (an example
 * price is no offer); prices exclude GST, as the pages say.
 */
export function packageOffersJsonLd(siteUrl: string, pagePath: string, items: Sellable[], brand: string): JsonLd[] {
  return items.map((item) => ({
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${siteUrl}${pagePath}#${item.id}`,
    name: item.name,
    description: item.description,
    brand: { '@type': 'Brand', name: brand },
    additionalProperty: item.features.map((feature) => ({
      '@type': 'PropertyValue',
      name: 'Includes',
      value: feature,
    })),
    offers: item.confirmed ? offer(siteUrl, pagePath, item.price) : undefined,
  }))
}

function offer(siteUrl: string, pagePath: string, price: number): JsonLd {
  return {
    '@type': 'Offer',
    price: price.toFixed(2),
    priceCurrency: 'INR',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: price.toFixed(2),
      priceCurrency: 'INR',
      valueAddedTaxIncluded: false,
    },
    availability: 'https://schema.org/InStock',
    url: `${siteUrl}${pagePath}`,
    seller: { '@id': `${siteUrl}/#organization` },
  }
}

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
    image: absoluteUrl(
      siteUrl,
      post.featurePicture ? shareImage(post.featurePicture, post.title).url : defaultShareImagePath,
    ),
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    articleSection: post.primaryTag?.name,
    author: post.authors.map((author) => ({ '@type': 'Person', name: author.name })),
    publisher: { '@id': `${siteUrl}/#organization` },
  }
}

/** What a page that names a list of offers in its handle sells, for its `Product` data. */
function offerList(catalogue: Catalogue, list: OfferList): Sellable[] {
  switch (list) {
    case 'plans':
      return catalogue.bestsellers.map(fromPlan)
    case 'reel packages':
      return [fromPlan(catalogue.hourlyPlan), ...catalogue.packageCards.map((card) => fromCard(card, card.title))]
    case 'wedding packages':
      return catalogue.weddingPackages.map((card) => fromCard(card, 'Wedding'))
    case 'corporate packages':
      return catalogue.corporatePackages.map((card) => fromCard(card, 'Corporate'))
    case 'quick-event packages':
      return catalogue.quickEventPackages.map((card) => fromCard(card, 'Quick event'))
  }
}

/**
 * The structured data of a page at its canonical address, as its handle declares it: the organisation on every
 * page; the local business where people look for a way to reach us; products and offers where packages are
 * sold; breadcrumbs below the home page. Blog posts add their own `BlogPosting`. Staff pages carry none.
 */
export function structuredDataFor(
  siteUrl: string,
  about: Site,
  catalogue: Catalogue,
  path: string,
  page: PageHandle['structuredData'] = {},
): JsonLd[] {
  const data: JsonLd[] = [organizationJsonLd(siteUrl, about)]
  if (page.localBusiness) data.push(localBusinessJsonLd(siteUrl, about))
  if (page.offers) data.push(...packageOffersJsonLd(siteUrl, path, offerList(catalogue, page.offers), about.brand))
  if (page.breadcrumb)
    data.push(breadcrumbJsonLd(siteUrl, [...(page.breadcrumb.above ?? []), { name: page.breadcrumb.name, path }]))
  return data
}
