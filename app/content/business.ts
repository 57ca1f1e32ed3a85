import type { BusinessFactsInput } from './business-schema'

// THE BUSINESS'S FACTS: the one file to edit before the site goes live.
//
// Every entry below says whether the business has confirmed it: `confirmed: false` means it is an example
// that shipped with the site, `confirmed: true` means it is true of your business. Replace each example with
// your own value and set `confirmed: true`. Until then the site keeps examples out of search engines' data,
// phone and e-mail links and "As featured in", marks each example as one wherever it shows it ("250+ (example
// figure)", "Example testimonial, not from a real customer"), a site at a public address starts only as a staging
// site (ALLOW_EXAMPLE_FACTS=1), and `npm run content:check` lists every example left, page by page and mail by
// mail (it fails while any remain).
//
// Write text between quotes, keep the commas at the ends of lines, and run `npm run content:check` after
// editing: it names any entry that is missing or not in the right form.

export const brand = { name: 'ReelCraft', confirmed: false } satisfies BusinessFactsInput['brand']

export const company = {
  legalName: 'ReelCraft Media Private Limited',
  confirmed: false,
} satisfies BusinessFactsInput['company']

/** E-mail addresses, on your own domain. */
export const email = {
  general: { address: 'hello@reelcraft.in', confirmed: false },
  press: { address: 'press@reelcraft.in', confirmed: false },
} satisfies BusinessFactsInput['email']

/** Phone numbers with the country code, as people should dial them: '+91 40 4520 1999'. */
export const phone = {
  main: { number: '+91 40 4520 1999', confirmed: false },
  press: { number: '+91 40 4520 1998', confirmed: false },
} satisfies BusinessFactsInput['phone']

/** The number that answers on WhatsApp Business. */
export const whatsapp = { number: '+91 98765 01999', confirmed: false } satisfies BusinessFactsInput['whatsapp']

export const address = {
  street: '3rd Floor, Plot 42, Road No. 36, Jubilee Hills',
  city: 'Hyderabad',
  region: 'Telangana',
  postalCode: '500033',
  country: 'India',
  /** Two letters: IN for India. */
  countryCode: 'IN',
  confirmed: false,
} satisfies BusinessFactsInput['address']

/** Opening hours, in India time (24-hour clock). */
export const hours = {
  label: 'Daily 9:00 AM to 9:00 PM',
  opens: '09:00',
  closes: '21:00',
  confirmed: false,
} satisfies BusinessFactsInput['hours']

/** Where the office is on a map (decimal degrees), and the street names the contact page's drawing shows. */
export const map = {
  latitude: 17.4326,
  longitude: 78.4071,
  labels: { road: 'Road No. 36', area: 'Jubilee Hills', nextArea: 'Banjara Hills', landmark: 'KBR Park' },
  confirmed: false,
} satisfies BusinessFactsInput['map']

/** The company's own profiles, as full https addresses. Only confirmed profiles are linked. */
export const social = [
  { network: 'Instagram', url: 'https://www.instagram.com/reelcraft.in/', confirmed: false },
  { network: 'LinkedIn', url: 'https://www.linkedin.com/company/reelcraft-in/', confirmed: false },
  { network: 'YouTube', url: 'https://www.youtube.com/@reelcraft-in', confirmed: false },
  { network: 'X', url: 'https://x.com/reelcraft_in', confirmed: false },
] satisfies BusinessFactsInput['social']

/**
 * What the business offers today. A capability that is not live yet is spoken of as coming soon on every page,
 * dialog, policy and mail (the words for each state are in app/content/capabilities/); set `live: true` the
 * day it opens. Bookings made on the site are requests the team confirms by phone or WhatsApp either way.
 */
export const capabilities = {
  /**
   * The ReelCraft app, listed on the App Store and Google Play. It confirms a booking made in it at once and gives
   * it a one-time password the customer shares when the reel-maker arrives; until it is live, neither is promised.
   */
  app: { live: false },
  /** Paying for a booking online (in the app or on the site) rather than as the team arranges. */
  onlinePayment: { live: false },
  /** The in-app wallet: customers add funds and pay from it, creators are paid into it. */
  wallet: { live: false },
} satisfies BusinessFactsInput['capabilities']

/**
 * The app's own listings on the stores. No page links to a store until the app is live; then each must be the
 * app's own page (apps.apple.com/…/app/…, play.google.com/store/apps/details?id=…), not a store's home page.
 */
export const stores = {
  appStore: { url: 'https://www.apple.com/app-store/', confirmed: false },
  googlePlay: { url: 'https://play.google.com/store', confirmed: false },
} satisfies BusinessFactsInput['stores']

export const patent = {
  office: 'Indian Patent Office',
  applicationNumber: '202341085472',
  status: 'Pending',
  filedOn: 'December 15, 2023',
  filedOnIso: '2023-12-15',
  title: 'System and Method for Automated Content Creator-Business Matchmaking Using AI',
  /**
   * The application's steps, in order. `from` is the first day a step is expected to take and `until` the last
   * (YYYY-MM-DD), `date` the same in words; set `done: true` once the patent office has finished it. The patent
   * page shows a step as upcoming before its days, in progress during them (once the steps before it are done)
   * and overdue after them while it is not done; `npm run content:check` names every overdue step, so that its
   * dates are brought up to date.
   */
  steps: [
    {
      title: 'Initial Filing',
      date: 'Dec 2023',
      from: '2023-12-15',
      until: '2023-12-15',
      done: true,
      description: 'Complete specification and claims filed with the Indian Patent Office.',
    },
    {
      title: 'Technical Review',
      date: 'Jan 2024',
      from: '2024-01-01',
      until: '2024-01-31',
      done: false,
      description: 'An examiner is reviewing the claims against existing inventions.',
    },
    {
      title: 'Final Examination',
      date: 'Q2 2024',
      from: '2024-04-01',
      until: '2024-06-30',
      done: false,
      description: 'The last examination before the patent is granted.',
    },
  ],
  confirmed: false,
} satisfies BusinessFactsInput['patent']

/** The person who answers complaints about personal data (IT Rules, DPDP Act). */
export const grievanceOfficer = {
  name: 'Meera Krishnan',
  role: 'Grievance Officer and Data Protection Contact',
  email: 'privacy@reelcraft.in',
  confirmed: false,
} satisfies BusinessFactsInput['grievanceOfficer']

/** How long each kind of data is kept, as the privacy policy states it and housekeeping enforces it. */
export const retention = {
  bookings: { years: 3, after: 'the shoot', confirmed: false },
  invoices: { years: 8, after: 'the invoice', confirmed: false },
  unconvertedLeads: { years: 2, after: 'you sent them', confirmed: false },
  rejectedApplications: { years: 1, after: 'you sent them', confirmed: false },
  formerCreators: { years: 3, after: 'they stop working with us', confirmed: false },
  serverLogs: { days: 90, confirmed: false },
} satisfies BusinessFactsInput['retention']

/** The cancellation terms the Terms of Service quote. */
export const cancellation = {
  fullRefundHoursBefore: 72,
  partialRefundHoursBefore: 24,
  partialRefundPercent: 50,
  freeMoveHoursBefore: 48,
  refundWorkingDays: 7,
  confirmed: false,
} satisfies BusinessFactsInput['cancellation']

/** How many hours a reel-maker covers each event of a wedding package, as the package cards and bookings say. */
export const eventCoverage = { hoursPerEvent: 6, confirmed: false } satisfies BusinessFactsInput['eventCoverage']

/** GST charged on the prices, in percent. */
export const gst = { ratePercent: 18, confirmed: false } satisfies BusinessFactsInput['gst']

/**
 * The packages the site sells: the price of each in rupees before GST (the hourly plan's by the hour), what it
 * includes, as its card lists it, and its badge, if any. The three-hour offer ('half-day') is one package, sold as
 * the Half-Day Plan, the Half-Day card and the quick events' Basic Coverage. A wedding package's card starts with
 * its events and their hours (from `eventCoverage`) and ends with what every wedding package includes; the
 * Wedding and Corporate cards start from their cheapest package's price.
 */
export const packages = {
  hourly: {
    price: 1999,
    includes: [
      '1 hour shoot',
      '1 edited reel',
      'Shot on an iPhone 13 or newer',
      'Delivered about 10 minutes after the shoot',
    ],
    confirmed: false,
  },
  'half-day': {
    price: 4999,
    includes: [
      'Up to 3 hours',
      '2 edited reels',
      'Live stories',
      'Raw content',
      'Trained professionals on an iPhone 13 or newer',
      'Delivered about 10 minutes after the shoot',
    ],
    badge: 'Most Popular',
    confirmed: false,
  },
  'wedding-basic': { price: 14999, includes: ['3 reels'], confirmed: false },
  'wedding-silver': { price: 44999, includes: ['10 reels'], confirmed: false },
  'wedding-gold': { price: 59999, includes: ['15 reels', '50 photos'], badge: 'Most Popular', confirmed: false },
  'wedding-platinum': { price: 99999, includes: ['25 reels', '100 photos'], confirmed: false },
  weddingIncludes: ['Raw content on request', 'Delivered about 10 minutes after the shoot', 'Mandatory brand logo'],
  'corporate-one-day': { price: 9999, includes: ['2-3 reels', 'Up to 7 hours', 'Live stories'], confirmed: false },
  'corporate-monthly': {
    price: 39999,
    includes: [
      '10 reels',
      'Live stories',
      'Behind-the-scenes videos',
      'Interaction and interview videos',
      'Content conceptualisation',
    ],
    badge: 'Most Popular',
    confirmed: false,
  },
} satisfies BusinessFactsInput['packages']

/** The headline figures the pages quote. */
export const figures = {
  reelMakers: { value: '250+', confirmed: false },
  reelsDelivered: { value: '30,000+', confirmed: false },
  eventsCovered: { value: '10k+', confirmed: false },
  photosDelivered: { value: '50k+', confirmed: false },
  rating: { value: '4.9/5', confirmed: false },
  happyClients: { value: '100+', confirmed: false },
  satisfaction: { value: '99%', confirmed: false },
} satisfies BusinessFactsInput['figures']

/**
 * What the newsletter and the waitlist promise. While an offer is `live: true` the pages and the mails make it:
 * each newsletter subscriber is sent an offer code worth `percentOff` off their first shoot, good for `codeDays`
 * days from the day it is sent (its mail gives the date), which the booking form takes once; the first
 * `firstMembers` addresses on the waitlist are told they get one free shoot. Set `live: false` and no page or mail
 * makes the offer and no new code is sent; a code already sent is taken until the date its mail gave.
 */
export const offers = {
  newsletter: { percentOff: 50, codeDays: 90, live: true, confirmed: false },
  waitlist: { firstMembers: 100, live: true, confirmed: false },
} satisfies BusinessFactsInput['offers']

/**
 * Funding rounds, oldest first: the timeline, the press releases and the press kit all quote these. `funds`
 * completes the sentence "The round funds …".
 */
export const funding = [
  {
    id: 'seed',
    round: 'Seed',
    amount: '₹6M',
    valuation: '₹55M',
    date: 'April 2023',
    isoDate: '2023-04-18',
    funds: 'vetting and training our first hundred reel-makers',
    confirmed: false,
  },
  {
    id: 'series-a',
    round: 'Series A',
    amount: '₹24M',
    valuation: '₹220M',
    date: 'June 2025',
    isoDate: '2025-06-10',
    funds: 'new cities and creator training',
    confirmed: false,
  },
] satisfies BusinessFactsInput['funding']

/**
 * The company's milestones, oldest first. Icons: idea, camera, building, funding, reel, booking, patent,
 * app, map. A funding round is written `{ fundingRound: 'seed' }` with the id of its entry above, so its
 * figures are written once. `{ stillToCome: true }` is the milestone of what is not live yet among online payment
 * and the app, in the words of app/content/capabilities/, and left out once both are; write no other milestone
 * about them, the wallet or one-time passwords.
 */
export const timeline = [
  {
    date: 'March 2022',
    title: 'The idea',
    text: 'Shooting reels at friends’ weddings in Hyderabad, our founders saw guests wait weeks for videos of a day they wanted to share that evening.',
    icon: 'idea',
    confirmed: false,
  },
  {
    date: 'August 2022',
    title: 'The first ten reel-makers',
    text: 'A pilot with ten creators shooting on iPhones at weddings and birthdays across Hyderabad, editing on the spot and delivering before the event ended.',
    icon: 'camera',
    confirmed: false,
  },
  {
    date: 'January 2023',
    title: 'ReelCraft is incorporated',
    text: 'ReelCraft Media Private Limited is registered in Hyderabad with a team of five.',
    icon: 'building',
    confirmed: false,
  },
  { fundingRound: 'seed' },
  {
    date: 'July 2023',
    title: 'Ten-minute delivery',
    text: 'Our edit workflow gets a finished reel to the customer about 10 minutes after the shoot, and it becomes our promise.',
    icon: 'reel',
    confirmed: false,
  },
  {
    date: 'October 2023',
    title: 'Bookings by phone and message',
    text: 'Customers book a reel-maker by phone or message with time and location, and our team confirms each booking and the reel-maker who is coming.',
    icon: 'booking',
    confirmed: false,
  },
  {
    date: 'December 2023',
    title: 'Patent application filed',
    text: 'We file an Indian patent application for our system of automated creator-business matchmaking using AI. Its status is pending.',
    icon: 'patent',
    confirmed: false,
  },
  {
    date: 'January 2025',
    title: '250+ reel-makers in 5 cities',
    text: 'Our network passes 250+ vetted reel-makers across Hyderabad, Vijayawada, Warangal, Vizag and Bangalore, with 30,000+ reels delivered.',
    icon: 'map',
    confirmed: false,
  },
  { fundingRound: 'series-a' },
  { stillToCome: true },
  {
    date: 'Next',
    title: '10+ cities',
    text: 'We are bringing ReelCraft to 10+ cities across India, so every celebration and launch can have its reels the same day.',
    icon: 'map',
    confirmed: false,
  },
] satisfies BusinessFactsInput['timeline']

/**
 * The team. Portraits are in public/team/<id>.svg. Give `links` only for profiles the person has given
 * you (full https addresses); a member without them shows no profile links.
 */
export const team = [
  {
    id: 'aarav-reddy',
    name: 'Aarav Reddy',
    designation: 'Co-founder & CEO',
    bio: 'Shot reels at friends’ weddings for years before turning the habit into a company. Sets the direction and still reviews the week’s best reels every Friday.',
    confirmed: false,
  },
  {
    id: 'meghana-rao',
    name: 'Meghana Rao',
    designation: 'Co-founder & COO',
    bio: 'Built the ten-minute delivery workflow with our first reel-makers. Runs operations across every city we serve.',
    confirmed: false,
  },
  {
    id: 'karthik-varma',
    name: 'Karthik Varma',
    designation: 'Co-founder & CTO',
    bio: 'Leads engineering: the booking platform and the creator matching behind our patent application.',
    confirmed: false,
  },
  {
    id: 'sneha-kulkarni',
    name: 'Sneha Kulkarni',
    designation: 'Head of Operations',
    bio: 'Makes sure the right reel-maker arrives on time, every time, from sangeet nights to product launches.',
    confirmed: false,
  },
  {
    id: 'rohan-mehta',
    name: 'Rohan Mehta',
    designation: 'Creator Success Lead',
    bio: 'Coaches our reel-makers on storytelling, editing speed and client care, and looks after their payouts.',
    confirmed: false,
  },
  {
    id: 'ananya-iyer',
    name: 'Ananya Iyer',
    designation: 'Head of Marketing',
    bio: 'Tells the ReelCraft story to couples, brands and event planners, mostly through reels of course.',
    confirmed: false,
  },
  {
    id: 'farhan-siddiqui',
    name: 'Farhan Siddiqui',
    designation: 'Senior Full-Stack Engineer',
    bio: 'Builds the booking flow, from the form you fill in to the confirmation that names your reel-maker.',
    confirmed: false,
  },
  {
    id: 'divya-naidu',
    name: 'Divya Naidu',
    designation: 'Product Designer',
    bio: 'Designs this website, and tests every screen with real customers before it ships.',
    confirmed: false,
  },
  {
    id: 'vikram-choudhary',
    name: 'Vikram Choudhary',
    designation: 'Mobile Engineer',
    bio: 'Builds what customers and creators use on their phones, from the booking screens to the reels they receive.',
    confirmed: false,
  },
  {
    id: 'priya-sharma',
    name: 'Priya Sharma',
    designation: 'City Operations Manager',
    bio: 'Runs Hyderabad day to day: schedules, last-minute changes and the occasional 5 a.m. baraat.',
    confirmed: false,
  },
  {
    id: 'nikhil-goud',
    name: 'Nikhil Goud',
    designation: 'Creator Onboarding Specialist',
    bio: 'Reviews every application, checks portfolios and backgrounds, and welcomes new reel-makers to the network.',
    confirmed: false,
  },
  {
    id: 'ishita-banerjee',
    name: 'Ishita Banerjee',
    designation: 'Content & Community Manager',
    bio: 'Curates the reels you see on Discover Vibe and keeps our creator community talking to each other.',
    confirmed: false,
  },
] satisfies BusinessFactsInput['team']

/**
 * What customers said. Portraits are in public/testimonials/<id>.svg. A testimonial is confirmed only with the
 * customer's consent to publish it: `consent: { given: '2026-11-02', how: 'By e-mail to hello@…' }`, and, if it
 * came from a booking, its reference (`booking: 'BK-1024'`).
 */
export const testimonials = [
  {
    id: 'lakshmi-prasad',
    name: 'Lakshmi & Prasad',
    occasion: 'Wedding, Hyderabad',
    quote:
      'Our reel-maker followed us from the haldi to the reception. The first reel was on our phones about ten minutes after the varmala, and our relatives had shared it before dinner was served.',
    confirmed: false,
  },
  {
    id: 'arjun-malhotra',
    name: 'Arjun Malhotra',
    occasion: 'Brand shoot, Bangalore',
    quote:
      'We booked the half-day plan for a new menu launch and walked away with two reels that matched our brand colours perfectly. Cheaper than an agency and far quicker.',
    confirmed: false,
  },
  {
    id: 'sravani-kota',
    name: 'Sravani Kota',
    occasion: 'Daughter’s 1st birthday, Vizag',
    quote:
      'I was busy with the cake and the guests, and still got a beautiful reel of the whole party before everyone left. Knowing my reel-maker’s name from the team’s confirmation call made me feel safe.',
    confirmed: false,
  },
  {
    id: 'rahul-khanna',
    name: 'Rahul Khanna',
    occasion: 'Corporate offsite, Hyderabad',
    quote:
      'Our HR team posted reels from the offsite while it was still going on. The reel-maker followed our brand guidelines without being reminded once.',
    confirmed: false,
  },
  {
    id: 'fatima-sheikh',
    name: 'Fatima Sheikh',
    occasion: 'Engagement, Hyderabad',
    quote:
      'Booking took two minutes, the price was exactly what the site said, and the reel of the ring exchange made my mother cry happy tears.',
    confirmed: false,
  },
  {
    id: 'venkatesh-rao',
    name: 'Venkatesh Rao',
    occasion: 'Showroom launch, Warangal',
    quote:
      'We needed reels of our car delivery ceremonies every weekend. ReelCraft sends the same trusted reel-maker and the reels arrive about ten minutes after each handover.',
    confirmed: false,
  },
  {
    id: 'neha-agarwal',
    name: 'Neha Agarwal',
    occasion: 'Sangeet, Vijayawada',
    quote:
      'The dance-off reel got more views than anything I have ever posted. Shot on an iPhone, but it looked like a film.',
    confirmed: false,
  },
  {
    id: 'kiran-patel',
    name: 'Kiran Patel',
    occasion: 'Product launch, Bangalore',
    quote:
      'Upfront pricing and a reel-maker who understood our product better than our own slides did. We have booked again for the next launch.',
    confirmed: false,
  },
  {
    id: 'deepa-menon',
    name: 'Deepa Menon',
    occasion: 'Parents’ 25th anniversary, Hyderabad',
    quote:
      'A surprise anniversary party is over in an evening. Thanks to ReelCraft we have the reels forever, and we had them before the last guest went home.',
    confirmed: false,
  },
] satisfies BusinessFactsInput['testimonials']

/**
 * Stories other publications wrote about you: the outlet, and the address of the story on the outlet's own
 * site. Only confirmed coverage appears ("As featured in", press cards). Your own announcements are press
 * releases (app/content/press.ts), never coverage. Categories: Investment, Featured.
 */
export const coverage = [
  {
    id: 'startup-courier-series-a',
    outlet: 'Startup Courier',
    title: 'ReelCraft raises ₹24M at a ₹220M valuation',
    date: 'June 10, 2025',
    category: 'Investment',
    url: 'https://startup-courier.example/reelcraft-series-a',
    excerpt: 'The Hyderabad reel-maker booking service will use the round to reach 10+ cities.',
    image: { src: '/blog/press/investment.webp', alt: 'A rising line over a bar chart' },
    logo: '/press/startup-courier.svg',
    confirmed: false,
  },
  {
    id: 'creator-weekly-network',
    outlet: 'Creator Economy Weekly',
    title: 'Reels in 10 minutes: inside ReelCraft’s creator network',
    date: 'January 20, 2025',
    category: 'Featured',
    url: 'https://creator-weekly.example/inside-reelcraft',
    excerpt: 'How 250+ reel-makers shoot and edit on iPhones and deliver before the guests leave.',
    image: { src: '/blog/press/featured.webp', alt: 'A star between two phones playing reels' },
    logo: '/press/creator-weekly.svg',
    confirmed: false,
  },
] satisfies BusinessFactsInput['coverage']
