import type { Claims } from './capabilities'
import type { FigureWords } from './figures'
import { promises, shotOn } from './promises'
import { type NewsletterOffer, newsletterOfferWords } from './offers'

// The home page's own texts, in the spec's words where it gives them. The features, wallet, booking and partner
// cards it shows are shared with the Features page and live in ./features.

/** The home page's hero, quoting the rating as the business saved it. */
export const homeHeroOf = (figures: FigureWords) => ({
  eyebrow: `${figures.rating} from our customers`,
  title: 'Reels shot, edited and delivered in 10 minutes',
  lead: `Book a professional reel-maker for your wedding, corporate event, party or brand shoot. Every reel is ${shotOn}, edited on the spot and sent to you about ${promises.deliveryMinutes} minutes after the shoot.`,
  dashboard: {
    alt: 'An illustration of a customer’s bookings: the upcoming shoots, the next one with its reel-maker, and the reels delivered',
    mobile: { src: '/images/dashboard-mobile.svg', width: 390, height: 780 },
    desktop: { src: '/images/dashboard-desktop.svg', width: 1200, height: 760 },
  },
})

/** The newsletter block's heading and sentence: the offer while it is live, and no word of it when it is not. */
export function newsletterSectionFor(offer: NewsletterOffer) {
  return offer.live
    ? {
        title: `Get ${newsletterOfferWords(offer)}`,
        lead: 'Subscribe to our newsletter and the offer is yours, along with news of new cities and the best reels of the month. No spam, unsubscribe any time.',
      }
    : {
        title: 'Subscribe to our newsletter',
        lead: 'News of new cities and the best reels of the month. No spam, unsubscribe any time.',
      }
}

/** The badge, heading and lead of each home section. */
export const homeHeadingsOf = (figures: FigureWords, { said }: Claims) => ({
  partnerBenefits: {
    eyebrow: 'Why book with us',
    title: 'Reel-makers you can trust with your big day',
    lead: said('app', 'homeTrust'),
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
  wallet: {
    eyebrow: said('wallet', 'homeEyebrow'),
    title: said('wallet', 'homeTitle'),
    lead: said('wallet', 'home'),
  },
  booking: {
    eyebrow: 'Booking',
    title: 'Book the right reel-maker in minutes',
    lead: 'Tell us when and where, and we match you with a verified reel-maker near you.',
  },
  packages: {
    eyebrow: 'Packages',
    title: 'Packages for every occasion',
    lead: `Prices in rupees, plus GST. Every reel is edited on the spot and delivered about ${promises.deliveryMinutes} minutes after the shoot.`,
  },
  testimonials: {
    eyebrow: `${figures.rating} average rating`,
    title: 'What our customers say',
  },
})
