// The Discover Vibe gallery: sample reels by category. Clips and posters are made for this site by
// scripts/make-media.ts; several reels share a clip, each has its own poster and title.

export const reelCategories = [
  'All',
  'Events & Weddings',
  'Car Delivery',
  'Celebrities',
  'Outfit Shoots',
  'Concerts',
  'Collaborations',
  'Decor & Interiors',
  'Caterers',
] as const

export type ReelFilter = (typeof reelCategories)[number]
export type ReelCategory = Exclude<ReelFilter, 'All'>

export type Reel = {
  id: number
  category: ReelCategory
  video: string
  poster: string
  title: string
}

/** The sample clips, by name: what each one looks like is defined in scripts/media/reels.ts. */
export const reelClips = [
  'wedding-gold',
  'wedding-rose',
  'car-delivery',
  'celebrities',
  'outfit-shoots',
  'concert-neon',
  'concert-stage',
  'collaborations',
  'decor-interiors',
  'caterers',
] as const

export type ReelClip = (typeof reelClips)[number]

export const reelsPerPage = 6

/** Poster and clip sizes in pixels (vertical 9:16). */
export const reelSize = { width: 360, height: 640 } as const

const entries: [ReelCategory, ReelClip, string][] = [
  ['Events & Weddings', 'wedding-gold', 'Haldi morning in Banjara Hills'],
  ['Events & Weddings', 'wedding-rose', 'Sangeet night dance-off'],
  ['Events & Weddings', 'wedding-gold', 'Baraat arrival at the palace gates'],
  ['Events & Weddings', 'wedding-rose', 'Mehendi close-ups'],
  ['Events & Weddings', 'wedding-gold', 'Varmala moment, slow and sweet'],
  ['Events & Weddings', 'wedding-rose', 'Reception first dance'],
  ['Events & Weddings', 'wedding-gold', 'Engagement ring reveal'],
  ['Events & Weddings', 'wedding-rose', 'Surprise 60th birthday party'],
  ['Car Delivery', 'car-delivery', 'Keys handed over: our first SUV'],
  ['Car Delivery', 'car-delivery', 'Showroom reveal under the lights'],
  ['Car Delivery', 'car-delivery', 'New car pooja with the family'],
  ['Car Delivery', 'car-delivery', 'Superbike delivery day'],
  ['Car Delivery', 'car-delivery', 'Electric hatchback, fully charged'],
  ['Celebrities', 'celebrities', 'Store launch meet-and-greet'],
  ['Celebrities', 'celebrities', 'Film promotion at the mall'],
  ['Celebrities', 'celebrities', 'Red carpet arrivals'],
  ['Celebrities', 'celebrities', 'Guest chef at a restaurant opening'],
  ['Outfit Shoots', 'outfit-shoots', 'Kanjeevaram saree drape'],
  ['Outfit Shoots', 'outfit-shoots', 'Streetwear lookbook in Jubilee Hills'],
  ['Outfit Shoots', 'outfit-shoots', 'Festive kurta edit'],
  ['Outfit Shoots', 'outfit-shoots', 'Bridal lehenga twirl'],
  ['Outfit Shoots', 'outfit-shoots', 'Sneaker drop try-on'],
  ['Concerts', 'concert-neon', 'Front row at an indie gig'],
  ['Concerts', 'concert-stage', 'Sufi night on the rooftop'],
  ['Concerts', 'concert-neon', 'The DJ drops the beat'],
  ['Concerts', 'concert-stage', 'College fest headline act'],
  ['Concerts', 'concert-neon', 'Classical fusion evening'],
  ['Collaborations', 'collaborations', 'Café and creator menu launch'],
  ['Collaborations', 'collaborations', 'Skincare unboxing collab'],
  ['Collaborations', 'collaborations', 'Fitness studio challenge'],
  ['Collaborations', 'collaborations', 'Two creators, one trend'],
  ['Decor & Interiors', 'decor-interiors', 'Mandap flower walkthrough'],
  ['Decor & Interiors', 'decor-interiors', 'Living room makeover reveal'],
  ['Decor & Interiors', 'decor-interiors', 'Boutique café interiors'],
  ['Caterers', 'caterers', 'Live dosa counter'],
  ['Caterers', 'caterers', 'Dum biryani, lid off'],
  ['Caterers', 'caterers', 'Dessert table styling'],
]

/** Categories taken in turn, so that the first pages of 'All' show a bit of everything. */
function interleaved<T extends [ReelCategory, ...unknown[]]>(list: T[]) {
  const queues = new Map<ReelCategory, T[]>()
  for (const entry of list) queues.set(entry[0], [...(queues.get(entry[0]) ?? []), entry])
  const result: T[] = []
  while (result.length < list.length) {
    for (const queue of queues.values()) {
      const next = queue.shift()
      if (next) result.push(next)
    }
  }
  return result
}

export const reels: Reel[] = interleaved(entries).map(([category, clip, title], index) => ({
  id: index + 1,
  category,
  video: `/reels/clips/${clip}.mp4`,
  poster: `/reels/posters/reel-${index + 1}.webp`,
  title,
}))
