import { facts } from './facts'

// The texts of the home page's sections, in the spec's words where it gives them.

export type IconName =
  | 'clock'
  | 'shield-check'
  | 'user-check'
  | 'calendar'
  | 'smartphone'
  | 'zap'
  | 'lock'
  | 'devices'
  | 'send'
  | 'badge-check'
  | 'video'

export type IconItem = { title: string; description: string; icon: IconName }

export const homeHero = {
  eyebrow: `${facts.rating} from our customers`,
  title: 'Reels shot, edited and delivered in 10 minutes',
  lead: `Book a professional reel-maker for your wedding, corporate event, party or brand shoot. They shoot on the latest iPhones, edit on the spot and send your reels about ${facts.deliveryMinutes} minutes after the shoot.`,
  dashboard: {
    alt: 'The ReelCraft app dashboard: upcoming bookings, delivered reels and the wallet balance',
    mobile: { src: '/images/dashboard-mobile.svg', width: 390, height: 780 },
    desktop: { src: '/images/dashboard-desktop.svg', width: 1200, height: 760 },
  },
}

export const partnerBenefits: IconItem[] = [
  {
    title: 'On-time arrival',
    description: 'Your reel-maker arrives before the moment you booked them for. We track every booking until they check in.',
    icon: 'clock',
  },
  {
    title: 'One-time-password booking check',
    description: 'Share the OTP from your booking when your reel-maker arrives, so you know the right person is at your event.',
    icon: 'shield-check',
  },
  {
    title: 'Vetted creators',
    description: 'Every reel-maker is background checked and their portfolio reviewed before they take a single booking.',
    icon: 'user-check',
  },
]

export const homeFeatures: IconItem[] = [
  {
    title: 'Book reel-makers',
    description: `Choose from ${facts.reelMakers} professional reel-makers for weddings, corporate events, quick events and brand shoots.`,
    icon: 'video',
  },
  {
    title: 'Latest iPhones',
    description: 'Every reel is shot on the latest iPhones, with stabilisers, mics and lights when the moment needs them.',
    icon: 'smartphone',
  },
  {
    title: 'Easy scheduling',
    description: 'Pick a date, a time and a place. Your booking is confirmed instantly.',
    icon: 'calendar',
  },
  {
    title: 'Fast delivery',
    description: `Edited reels reach you about ${facts.deliveryMinutes} minutes after the shoot, while the party is still going.`,
    icon: 'zap',
  },
  {
    title: 'Secure payments, transparent pricing',
    description: 'See the full price before you book, pay securely, and pay nothing you were not shown.',
    icon: 'lock',
  },
  {
    title: 'Web and mobile',
    description: 'Book and track your shoots on the web or in the ReelCraft app for iOS and Android.',
    icon: 'devices',
  },
]

export const walletSection = {
  eyebrow: 'Wallet and payments',
  title: 'One wallet for every shoot',
  lead: 'Add funds, track expenses and pay for bookings in the app. Creators are paid from the wallet after the service is complete, so your money moves only when the work is done.',
  cards: [
    {
      title: 'Secure Transactions',
      description: 'Payments are encrypted and held safely until your shoot is complete. Every rupee is recorded in your wallet history.',
      icon: 'lock',
      points: ['Add funds in seconds', 'Track every expense', 'Pay for bookings in one tap'],
    },
    {
      title: 'Instant Transfers',
      description: 'When the service is complete, the payment reaches your reel-maker instantly, with nothing to chase.',
      icon: 'send',
      points: ['Transfers to creators after service completion', 'Clear receipts', 'No hidden charges'],
    },
  ] satisfies (IconItem & { points: string[] })[],
}

export const bookingSection = {
  eyebrow: 'Booking',
  title: 'Book the right reel-maker in minutes',
  lead: 'Tell us when and where, and we match you with a verified reel-maker near you.',
  cards: [
    {
      title: 'Smart Scheduling',
      icon: 'calendar',
      points: [
        { title: 'Flexible Timing', description: 'Book for an hour, half a day or the whole event.' },
        { title: 'Location Selection', description: 'Pick the venue on the map or type the address.' },
        { title: 'Instant Confirmation', description: 'Your booking is confirmed the moment you pay.' },
      ],
    },
    {
      title: 'Verified Partners',
      icon: 'badge-check',
      points: [
        { title: 'Background Checked', description: 'Identity and background verified before onboarding.' },
        { title: 'Portfolio Verified', description: 'Real reels from real events, reviewed by our team.' },
        { title: 'Quality Assured', description: `Rated by customers after every shoot: ${facts.rating} on average.` },
      ],
    },
  ] satisfies { title: string; icon: IconName; points: { title: string; description: string }[] }[],
}

export const newsletterSection = {
  title: `Get ${facts.newsletterPromo}`,
  lead: `Subscribe to our newsletter and the offer is yours, along with news of new cities and the best reels of the month. No spam, unsubscribe any time.`,
}

/** The badge, heading and lead of each home section that has no content object of its own. */
export const homeHeadings = {
  partnerBenefits: {
    eyebrow: 'Why book with us',
    title: 'Reel-makers you can trust with your big day',
    lead: `${facts.reelMakers} reel-makers, every one of them vetted, on time and checked in with a one-time password.`,
  },
  bestsellers: {
    eyebrow: 'Bestsellers',
    title: 'Our most booked plans',
    lead: 'Pick a plan, choose your date and place, and a reel-maker is on the way.',
  },
  features: {
    eyebrow: 'Features',
    title: 'Everything you need for reels that land',
    lead: 'From booking to the finished reel in your phone, in one place.',
  },
  packages: {
    eyebrow: 'Packages',
    title: 'Packages for every occasion',
    lead: `Prices in rupees, plus GST. Every reel is edited on the spot and delivered about ${facts.deliveryMinutes} minutes after the shoot.`,
  },
  testimonials: {
    eyebrow: `${facts.rating} average rating`,
    title: 'What our customers say',
  },
}
