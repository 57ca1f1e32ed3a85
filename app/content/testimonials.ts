// What customers told us, with their permission. Avatars are illustrations made for this site
// (scripts/make-media.ts), not photographs.

export type Testimonial = {
  id: string
  name: string
  occasion: string
  quote: string
  image: string
}

type Entry = Omit<Testimonial, 'image'>

const entries: Entry[] = [
  {
    id: 'lakshmi-prasad',
    name: 'Lakshmi & Prasad',
    occasion: 'Wedding, Hyderabad',
    quote:
      'Our reel-maker followed us from the haldi to the reception. The first reel was on our phones about ten minutes after the varmala, and our relatives had shared it before dinner was served.',
  },
  {
    id: 'arjun-malhotra',
    name: 'Arjun Malhotra',
    occasion: 'Brand shoot, Bangalore',
    quote:
      'We booked two hours for a new menu launch and walked away with four reels that matched our brand colours perfectly. Cheaper than an agency and far quicker.',
  },
  {
    id: 'sravani-kota',
    name: 'Sravani Kota',
    occasion: 'Daughter’s 1st birthday, Vizag',
    quote:
      'I was busy with the cake and the guests, and still got a beautiful reel of the whole party before everyone left. The OTP check at arrival made me feel safe.',
  },
  {
    id: 'rahul-khanna',
    name: 'Rahul Khanna',
    occasion: 'Corporate offsite, Hyderabad',
    quote:
      'Our HR team posted reels from the offsite while it was still going on. The reel-maker followed our brand guidelines without being reminded once.',
  },
  {
    id: 'fatima-sheikh',
    name: 'Fatima Sheikh',
    occasion: 'Engagement, Hyderabad',
    quote:
      'Booking took two minutes, the price was exactly what the site said, and the reel of the ring exchange made my mother cry happy tears.',
  },
  {
    id: 'venkatesh-rao',
    name: 'Venkatesh Rao',
    occasion: 'Showroom launch, Warangal',
    quote:
      'We needed reels of our car delivery ceremonies every weekend. ReelCraft sends the same trusted reel-maker and the reels arrive about ten minutes after each handover.',
  },
  {
    id: 'neha-agarwal',
    name: 'Neha Agarwal',
    occasion: 'Sangeet, Vijaywada',
    quote:
      'The dance-off reel got more views than anything I have ever posted. Shot on an iPhone, but it looked like a film.',
  },
  {
    id: 'kiran-patel',
    name: 'Kiran Patel',
    occasion: 'Product launch, Bangalore',
    quote:
      'Transparent pricing, secure payment in the app and a reel-maker who understood our product better than our own slides did. We have booked again for the next launch.',
  },
  {
    id: 'deepa-menon',
    name: 'Deepa Menon',
    occasion: 'Parents’ 25th anniversary, Hyderabad',
    quote:
      'A surprise anniversary party is over in an evening. Thanks to ReelCraft we have the reels forever, and we had them before the last guest went home.',
  },
]

export const testimonials: Testimonial[] = entries.map((entry) => ({
  ...entry,
  image: `/testimonials/${entry.id}.svg`,
}))

export const testimonialsPerPage = 3
export const testimonialIntervalMs = 5000
