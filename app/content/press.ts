import { facts } from './facts'
import { site } from './site'

// The press page: the three fixed press cards, our press releases in full and the texts around them. The
// funding figures are the ones the coverage reported, phrased as it phrased them. Publication names are the
// generic ones of the home page's featured-in strip (app/content/press-marks.ts).

export type PressCategory = 'Investment' | 'Press Release' | 'Featured'

/** A picture under public/; its size is read from the file by the image endpoint. */
export type PressImage = { src: string; alt: string }

export type PressItem = {
  id: string
  title: string
  source: string
  /** As the publication dated it. */
  date: string
  category: PressCategory
  image: PressImage
  /** The full story; opened in a new tab. */
  url: string
  excerpt: string
}

export type PressRelease = {
  id: string
  /** ISO date, for machines. */
  isoDate: string
  date: string
  title: string
  summary: string
  body: string[]
}

export const pressPage = {
  eyebrow: 'Latest Coverage',
  title: 'Featured in Leading Media',
  lead: `What the press says about ${site.brand}: funding, milestones and how we get reels to customers about ${facts.deliveryMinutes} minutes after the shoot.`,
  releasesLabel: 'View All Press Releases',
  blogEyebrow: 'Latest Posts',
  blogTitle: 'Latest from the Blog',
  blogText: 'Guides from our editors, production desk and creator team.',
  allPostsLabel: 'View All Blog Posts',
  contactTitle: 'Press enquiries',
  contactText: 'Writing about reels, creators or the events industry? Our press team answers within a working day.',
  pressKitLabel: 'Press Kit',
  contactLabel: 'Contact PR',
} as const

/** How many posts the press page shows before sending readers to the blog. */
export const pressPagePostLimit = 6

export const pressReleases: PressRelease[] = [
  {
    id: 'series-a-24-million',
    isoDate: '2025-06-10',
    date: 'June 10, 2025',
    title: `${site.brand} raises 24 million at a 220 million valuation`,
    summary: `The round funds ${site.brand}'s expansion to ${facts.expansionPlan} and the next version of its booking app.`,
    body: [
      `Hyderabad, June 10, 2025: ${site.company} today announced a 24 million round at a 220 million valuation. The company books professional reel-makers, who shoot on the latest iPhones, for weddings, corporate events, quick events and brand or personal shoots, and delivers edited reels about ${facts.deliveryMinutes} minutes after the shoot.`,
      `${site.brand} works with ${facts.reelMakers} vetted reel-makers in ${facts.cities.join(', ')} and has delivered ${facts.reelsDelivered} reels across ${facts.events} events, with an average rating of ${facts.rating}.`,
      `The funds will take ${site.brand} to ${facts.expansionPlan}, grow creator training and payouts, and build the next version of the app, including smarter matching of creators to events.`,
    ],
  },
  {
    id: 'creator-network-milestone',
    isoDate: '2025-01-20',
    date: 'January 20, 2025',
    title: `${site.brand}'s creator network passes ${facts.reelMakers} reel-makers`,
    summary: `Vetted reel-makers in ${facts.cities.length} cities, ${facts.reelsDelivered} reels delivered.`,
    body: [
      `Hyderabad, January 20, 2025: ${site.brand}'s network of independent reel-makers has passed ${facts.reelMakers} creators across ${facts.cities.join(', ')}.`,
      'Every creator is background checked, has a verified portfolio and shoots on an iPhone 13 or newer. Creators receive bookings near them with upfront prices, and are paid after each completed shoot.',
    ],
  },
  {
    id: 'patent-application',
    isoDate: '2023-12-15',
    date: 'December 15, 2023',
    title: `${site.brand} files a patent application for AI creator matchmaking`,
    summary: "'System and Method for Automated Content Creator-Business Matchmaking Using AI' is filed in India.",
    body: [
      `Hyderabad, December 15, 2023: ${site.company} has filed an Indian patent application titled 'System and Method for Automated Content Creator-Business Matchmaking Using AI'.`,
      'The application covers matching creators to events with AI, automated scheduling and booking, real-time content delivery and secure payment processing.',
    ],
  },
  {
    id: 'seed-6-million',
    isoDate: '2023-04-18',
    date: 'April 18, 2023',
    title: `${site.brand} closes a 6 million seed at a 55 million valuation`,
    summary: 'Early backers fund the vetting and training of the first hundred reel-makers.',
    body: [
      `Hyderabad, April 18, 2023: ${site.company} has closed a 6 million seed at a 55 million valuation.`,
      `The money vets and trains ${site.brand}'s first hundred reel-makers and builds the workflow that gets a finished reel to the customer about ${facts.deliveryMinutes} minutes after the shoot.`,
    ],
  },
]

function releaseUrl(id: string) {
  return `/press/releases#${id}`
}

export const pressItems: PressItem[] = [
  {
    id: 'investment',
    title: `${site.brand} raises 24 million at a 220 million valuation`,
    source: 'Startup Courier',
    date: 'June 10, 2025',
    category: 'Investment',
    image: { src: '/blog/press/investment.webp', alt: 'A rising line over a bar chart' },
    url: releaseUrl('series-a-24-million'),
    excerpt: `The Hyderabad reel-maker booking service will use the round to reach ${facts.expansionPlan}.`,
  },
  {
    id: 'press-release',
    title: `${site.brand} closes a 6 million seed at a 55 million valuation`,
    source: 'The Deccan Ledger',
    date: 'April 18, 2023',
    category: 'Press Release',
    image: { src: '/blog/press/press-release.webp', alt: 'A printed press release and a megaphone' },
    url: releaseUrl('seed-6-million'),
    excerpt: 'The seed funds the vetting and training of the first hundred reel-makers.',
  },
  {
    id: 'featured',
    title: `Reels in ${facts.deliveryMinutes} minutes: inside ${site.brand}'s creator network`,
    source: 'Creator Economy Weekly',
    date: 'January 20, 2025',
    category: 'Featured',
    image: { src: '/blog/press/featured.webp', alt: 'A star between two phones playing reels' },
    url: releaseUrl('creator-network-milestone'),
    excerpt: `How ${facts.reelMakers} reel-makers shoot and edit on iPhones and deliver before the guests leave.`,
  },
]
