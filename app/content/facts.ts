// The claims every page makes, in one place, so no two pages disagree.
export const facts = {
  reelMakers: '250+',
  reelsDelivered: '30,000+',
  events: '10k+',
  photosDelivered: '50k+',
  rating: '4.9/5',
  deliveryMinutes: 10,
  responseTime: '24-hour',
  support: '24/7',
  satisfaction: '99%',
  happyClients: '100+',
  cities: ['Hyderabad', 'Vijaywada', 'Warangal', 'Vizag', 'Bangalore'],
  expansionPlan: '10+ cities',
  newsletterPromo: '50% off your first shoot',
  funding: {
    preSeed: '₹6M',
    seed: '₹25M',
  },
} as const

export const heroStats = [
  { value: facts.reelMakers, label: 'Reel-makers' },
  { value: facts.reelsDelivered, label: 'Reels delivered' },
  { value: facts.events, label: 'Events covered' },
  { value: facts.rating, label: 'Average rating' },
] as const

export const deliveryClaim = `Delivered about ${facts.deliveryMinutes} minutes after the shoot`
