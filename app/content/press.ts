import { monthNames } from '../india/india-time'
import type { BusinessFacts } from './business-schema'
import { type Claims, claimsOf } from './capabilities'
import { type MarkedFact, exampleNote, isExample } from './example-marks'
import { figureWords } from './figures'
import { patent as patentPage } from './patent'
import { iphoneRequirement, promises } from './promises'
import { type Site, siteOf } from './site-of'

// The press page: coverage by other publications, our own press releases and the texts around them. Coverage
// is shown only when the business has confirmed it, credited to its outlet and linked to the outlet's own
// story; our releases are always ours. Funding, figures, patent and coverage are the business's facts as saved
// (the pages' loaders read them).

export type PressCategory = 'Investment' | 'Press Release' | 'Featured'

/** A picture under public/; its size is read from the file by the image endpoint. */
export type PressImage = { src: string; alt: string }

export type PressItem = {
  id: string
  title: string
  /** The outlet that wrote the story, or, for our own releases, us. */
  source: string
  date: string
  category: PressCategory
  image: PressImage
  /** The outlet's story (opened in a new tab), or our release on this site. */
  url: string
  external: boolean
  excerpt: string
  /** The outlet's logo under public/, for "As featured in". */
  logo?: string
  /** Shown beside the title of one of our releases that tells of facts still examples. */
  exampleNote?: string
}

export type PressRelease = {
  id: string
  /** ISO date, for machines. */
  isoDate: string
  date: string
  title: string
  summary: string
  body: string[]
  /** Shown beside the title while any fact the release tells of is an example. */
  exampleNote?: string
}

/** The page's words; what the cards are follows whether a story about us is confirmed. */
export const pressPageOf = ({ said }: Claims) => ({
  /** What the cards are: coverage and our announcements, or, until a story is confirmed, our announcements only. */
  cardsLead: said('pressCoverage', 'cardsLead'),
  cardsHeading: said('pressCoverage', 'cardsHeading'),
  description: said('pressCoverage', 'pageDescription'),
  releasesLabel: 'View All Press Releases',
  blogEyebrow: 'Latest Posts',
  blogTitle: 'Latest from the Blog',
  blogText: 'Guides from our editors, production desk and creator team.',
  allPostsLabel: 'View All Blog Posts',
  contactTitle: 'Press enquiries',
  contactText: 'Writing about reels, creators or the events industry? Our press team answers within a working day.',
  pressKitLabel: 'Press Kit',
  contactLabel: 'Contact PR',
})

/** How many posts the press page shows before sending readers to the blog. */
export const pressPagePostLimit = 6

/** How many cards the press page shows: the spec's three. */
export const pressCardCount = 3

/** '2025-06-10' → 'June 10, 2025'. */
function longDate(isoDate: string) {
  const [year, month, day] = isoDate.split('-').map(Number)
  return `${monthNames[month - 1]} ${day}, ${year}`
}

/** 'a, b, c and d' */
function claimList(items: string[]) {
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

/** A release's note while any fact it tells of is still an example. */
function noteOf(...told: MarkedFact[]) {
  const note = exampleNote({ confirmed: !told.some(isExample) }, 'release')
  return note ? { exampleNote: note } : {}
}

function fundingRelease(
  site: Site,
  stillToCome: Claims['stillToCome'],
  round: BusinessFacts['funding'][number],
  latest: boolean,
): PressRelease {
  const date = longDate(round.isoDate)
  return {
    ...noteOf(round),
    id: `funding-${round.id}`,
    isoDate: round.isoDate,
    date,
    title: `${site.brand} closes a ${round.amount} ${round.round} round at a ${round.valuation} valuation`,
    summary: latest
      ? `The round funds ${site.brand}'s expansion to ${promises.expansionPlan}, ${stillToCome.built}.`
      : 'Early backers fund the vetting and training of our first reel-makers.',
    body: [
      `Hyderabad, ${date}: ${site.company} today announced a ${round.amount} ${round.round} round at a ${round.valuation} valuation. The company books professional reel-makers, who shoot on an ${iphoneRequirement}, for weddings, corporate events, quick events and brand or personal shoots, and delivers edited reels about ${promises.deliveryMinutes} minutes after the shoot.`,
      latest
        ? `The funds will take ${site.brand} to ${promises.expansionPlan}, grow creator training and payouts, and build ${stillToCome.built}. ${stillToCome.untilThen}`.trim()
        : `The money vets and trains ${site.brand}'s first reel-makers and builds the workflow that gets a finished reel to the customer about ${promises.deliveryMinutes} minutes after the shoot.`,
    ],
  }
}

/** Our releases, newest first, telling of the business's facts as saved. */
export function pressReleases(saved: BusinessFacts): PressRelease[] {
  const site = siteOf(saved)
  const { stillToCome } = claimsOf(saved)
  const { figures, funding, patent } = saved
  const facts = { ...figureWords(figures), ...promises }
  const cityList = facts.cities.join(', ')
  return [
    ...funding.map((round, index) => fundingRelease(site, stillToCome, round, index === funding.length - 1)),
    {
      id: 'creator-network-milestone',
      ...noteOf(figures.reelMakers, figures.reelsDelivered, figures.eventsCovered, figures.rating),
      isoDate: '2025-01-20',
      date: 'January 20, 2025',
      title: `${site.brand}'s creator network passes ${facts.reelMakers} reel-makers`,
      summary: `Vetted reel-makers in ${facts.cities.length} cities, ${facts.reelsDelivered} reels delivered.`,
      body: [
        `Hyderabad, January 20, 2025: ${site.brand}'s network of independent reel-makers has passed ${facts.reelMakers} creators across ${cityList}, and has delivered ${facts.reelsDelivered} reels across ${facts.events} events, with an average rating of ${facts.rating}.`,
        `Every creator is background checked, has a verified portfolio and shoots on an ${iphoneRequirement}. Creators receive bookings near them with upfront prices, and are paid after each completed shoot.`,
      ],
    },
    {
      id: 'patent-application',
      ...noteOf(patent),
      isoDate: patent.filedOnIso,
      date: patent.filedOn,
      title: `${site.brand} files a patent application for AI creator matchmaking`,
      summary: `'${patent.title}' is filed in India.`,
      body: [
        `Hyderabad, ${patent.filedOn}: ${site.company} has filed an Indian patent application titled '${patent.title}'.`,
        `The application covers ${claimList(patentPage.claims.map((claim) => claim.title.toLowerCase()))}.`,
      ],
    },
  ].sort((a, b) => b.isoDate.localeCompare(a.isoDate))
}

/** Coverage the business has confirmed, credited to its outlet and linked to the outlet's own story. */
export const confirmedCoverage = (stories: BusinessFacts['coverage']): PressItem[] =>
  stories
    .filter((story) => story.confirmed)
    .map((story) => ({
      id: story.id,
      title: story.title,
      source: story.outlet,
      date: story.date,
      category: story.category,
      image: story.image,
      url: story.url,
      external: true,
      excerpt: story.excerpt,
      ...(story.logo ? { logo: story.logo } : {}),
    }))

/** The press page's heading: the spec's words once a story about us is confirmed, our own news until then. */
export const pressHeadingOf = ({ said }: Claims) => ({
  eyebrow: said('pressCoverage', 'heroEyebrow'),
  title: said('pressCoverage', 'heroTitle'),
  lead: said('pressCoverage', 'heroLead'),
})

const releasePictures: Record<string, PressImage> = {
  funding: { src: '/blog/press/investment.webp', alt: 'A rising line over a bar chart' },
  other: { src: '/blog/press/press-release.webp', alt: 'A printed press release and a megaphone' },
}

/**
 * The press page's cards: confirmed coverage first, then our newest releases, to the spec's three. A release
 * is listed as ours, never credited to an outlet.
 */
export function pressCards(saved: BusinessFacts, stories = confirmedCoverage(saved.coverage)): PressItem[] {
  const site = siteOf(saved)
  const releases = pressReleases(saved).map(
    (release): PressItem => ({
      id: release.id,
      title: release.title,
      source: `${site.brand} press release`,
      date: release.date,
      category: 'Press Release',
      image: release.id.startsWith('funding-') ? releasePictures.funding : releasePictures.other,
      url: `/press/releases#${release.id}`,
      external: false,
      excerpt: release.summary,
      ...(release.exampleNote ? { exampleNote: release.exampleNote } : {}),
    }),
  )
  return [...stories, ...releases].slice(0, pressCardCount)
}
