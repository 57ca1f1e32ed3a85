// The words around the prices on the pricing and package pages. Prices themselves live in packages.ts.
import type { FeatureItem } from './features'
import type { FigureWords } from './figures'
import { deliveryClaim, iphoneRequirement, promises, shotOn } from './promises'

export type PageIntro = { eyebrow: string; title: string; lead: string }

export type InquiryIntro = { heading: string; text: string }

export const pricingPage = {
  intro: {
    eyebrow: 'Pricing',
    title: 'Simple, Upfront Pricing',
    lead: 'Hourly and half-day plans and packages for weddings, corporate events and quick events. Every price is in rupees, with GST extra.',
  } satisfies PageIntro,
  jumpLabel: 'Pricing sections',
  sections: {
    plans: {
      title: 'Bestsellers',
      text: `Book a reel-maker by the hour or for half a day. Reels ${shotOn} and delivered minutes after the shoot.`,
    },
    packages: {
      title: 'Packages at a glance',
      text: 'Where each kind of event starts. The packages below show exactly what each one includes.',
    },
    wedding: {
      title: 'Wedding packages',
      text: `From one event to the complete wedding, with reels delivered about ${promises.deliveryMinutes} minutes after the shoot and raw content on request.`,
      link: { to: '/wedding-packages', label: 'See wedding packages' },
    },
    corporate: {
      title: 'Corporate packages',
      text: 'A single event day, or a month of content planned with your team.',
      link: { to: '/corporate-packages', label: 'See corporate packages' },
    },
    quickEvent: {
      title: 'Quick events',
      text: 'Birthdays, parties and launches that fit in three hours.',
      link: { to: '/one-day-packages', label: 'See quick-event packages' },
    },
  },
  notesHeading: 'Good to know',
  notes: [
    'All prices are in Indian rupees (₹). GST is charged on top at the applicable rate and shown on your invoice.',
    'Need something different? Tell us about your event and we will send a custom quote.',
  ],
  customQuote: { to: '/enquiry', label: 'Ask for a custom quote' },
}

export const weddingPage = {
  intro: {
    eyebrow: 'Wedding Packages',
    title: 'Wedding Reel Packages',
    lead: 'From a single event to the complete wedding: reel-makers who capture every ritual, every smile and every dance, with reels delivered while the celebration is still going.',
  } satisfies PageIntro,
  actions: {
    bookNow: { to: '/coming-soon', label: 'Book Now' },
    // The spec's label, completed for screen readers and search engines with where the link goes.
    learnMore: { to: '/contact', label: 'Learn More', hiddenContext: ' about wedding reels from our team' },
  },
  packagesHeading: 'Choose your package',
  inclusionsHeading: 'Every wedding package includes',
  inquiry: {
    heading: 'Need a Custom Quote?',
    text: 'More events, a destination wedding or a different mix of reels and photos? Tell us about your wedding and we will send a quote made for it within 24 hours.',
  } satisfies InquiryIntro,
}

export const corporatePage = {
  intro: {
    eyebrow: 'Corporate Packages',
    title: 'Corporate Reel Packages',
    lead: 'Reels of your launches, conferences and offsites, ready to post while people are still talking about them, and a month of content for your brand.',
  } satisfies PageIntro,
  actions: {
    packages: { to: '#packages', label: 'See packages' },
    inquiry: { to: '#inquiry', label: 'Send an inquiry' },
  },
  packagesHeading: 'Packages for teams and brands',
  inquiry: {
    heading: 'Corporate Inquiry',
    text: 'Tell us about your company and your event. Press Send Request and we will come back with a plan and a quote.',
  } satisfies InquiryIntro,
}

export const oneDayPage = {
  intro: {
    eyebrow: 'Quick-Event Packages',
    title: 'Quick-Event Packages',
    lead: 'A reel-maker for up to three hours: birthdays, parties, store openings and every event that fits in an afternoon.',
  } satisfies PageIntro,
  actions: {
    packages: { to: '#packages', label: 'See the package' },
    inquiry: { to: '#inquiry', label: 'Ask for a custom duration' },
  },
  packagesHeading: 'Three hours, covered',
  benefitsHeading: 'Why book a quick-event package',
  /** Why a quick-event package, with the figures as the business saved them. */
  benefits: (figures: FigureWords): FeatureItem[] => [
    {
      title: 'Made for short events',
      description:
        'Birthdays, anniversaries, store openings and get-togethers: three hours is enough to tell the story.',
      icon: 'calendar',
    },
    {
      title: 'Reels before the party ends',
      description: `${deliveryClaim}, so you can post while your guests are still there.`,
      icon: 'zap',
    },
    {
      title: 'Trained professionals',
      description: `Reel-makers from our network of ${figures.reelMakers}, shooting on an ${iphoneRequirement}.`,
      icon: 'badge-check',
    },
    {
      title: 'Raw content included',
      description: 'Keep every clip we shoot, not only the edited reels, to use however you like.',
      icon: 'image',
    },
  ],
  inquiry: {
    heading: 'Need a Custom Duration?',
    text: 'Four hours, six hours or two events on one day? Tell us what you have in mind and we will send a custom quote.',
  } satisfies InquiryIntro,
}

export const reelPackagesPage = {
  intro: {
    eyebrow: 'Reel Packages',
    title: 'Reel Packages',
    lead: `Hourly reel creation and packages for weddings, corporate events and half-day shoots, all ${shotOn}.`,
  } satisfies PageIntro,
  hourly: {
    heading: 'Hourly Reel Creation',
    text: 'A professional reel-maker for as long as you need, billed by the hour. Perfect for product shoots, store visits, parties and personal shoots.',
    bookLabel: 'Book Hourly',
  },
  packagesHeading: 'Packages for every occasion',
  benefitsHeading: (brand: string) => `Why ${brand}`,
  /** Why book with us, with the figures as the business saved them. */
  benefits: (figures: FigureWords): FeatureItem[] => [
    {
      title: 'Shot on iPhones',
      description: `Every reel is filmed on an ${iphoneRequirement} for crisp, stabilised, true-to-life video.`,
      icon: 'smartphone',
    },
    {
      title: 'Expert Team',
      description: `${figures.reelMakers} vetted reel-makers and editors who know what works on social media.`,
      icon: 'users',
    },
    {
      title: 'Quick Delivery',
      description: `${deliveryClaim}: your reels are ready to post the same day.`,
      icon: 'zap',
    },
  ],
}
