import { facts } from './facts'

// The company's milestones, oldest first: shown on the about page and on Our Journey.

export type TimelineIcon = 'idea' | 'camera' | 'building' | 'funding' | 'reel' | 'booking' | 'patent' | 'app' | 'map'

export type TimelineEvent = {
  date: string
  title: string
  content: string
  icon: TimelineIcon
  /** The milestone's colour: the ring and dot of its marker. */
  color: string
}

export const timeline: TimelineEvent[] = [
  {
    date: 'March 2022',
    title: 'The idea',
    content:
      'Shooting reels at friends’ weddings in Hyderabad, our founders saw guests wait weeks for videos of a day they wanted to share that evening.',
    icon: 'idea',
    color: '#ff7a45',
  },
  {
    date: 'August 2022',
    title: 'The first ten reel-makers',
    content:
      'A pilot with ten creators shooting on iPhones at weddings and birthdays across Hyderabad, editing on the spot and delivering before the event ended.',
    icon: 'camera',
    color: '#f5b84a',
  },
  {
    date: 'January 2023',
    title: 'ReelCraft is incorporated',
    content: 'ReelCraft Media Private Limited is registered in Hyderabad with a team of five.',
    icon: 'building',
    color: '#7cc4fa',
  },
  {
    date: 'April 2023',
    title: `Pre-seed round of ${facts.funding.preSeed}`,
    content: `Angel investors back the idea with ${facts.funding.preSeed}, enough to vet and train our first hundred reel-makers.`,
    icon: 'funding',
    color: '#6ee7b7',
  },
  {
    date: 'July 2023',
    title: 'Ten-minute delivery',
    content: `Our edit workflow gets a finished reel to the customer about ${facts.deliveryMinutes} minutes after the shoot, and it becomes our promise.`,
    icon: 'reel',
    color: '#f9a8d4',
  },
  {
    date: 'October 2023',
    title: 'Online booking opens',
    content:
      'Customers book a reel-maker on the web with time and location, pay upfront, and confirm arrival with a one-time password.',
    icon: 'booking',
    color: '#c4b5fd',
  },
  {
    date: 'December 2023',
    title: 'Patent application filed',
    content:
      'We file an Indian patent application for our system of automated creator-business matchmaking using AI. Its status is pending.',
    icon: 'patent',
    color: '#fcd34d',
  },
  {
    date: 'March 2024',
    title: 'The app launches',
    content:
      'The ReelCraft app arrives on iOS and Android, with the in-app wallet: add funds, track expenses, pay, and transfers to creators after each shoot.',
    icon: 'app',
    color: '#7cc4fa',
  },
  {
    date: 'August 2024',
    title: `Seed round of ${facts.funding.seed}`,
    content: `A ${facts.funding.seed} seed round funds new cities, creator training and the next version of the app.`,
    icon: 'funding',
    color: '#6ee7b7',
  },
  {
    date: 'January 2025',
    title: `${facts.reelMakers} reel-makers in ${facts.cities.length} cities`,
    content: `Our network passes ${facts.reelMakers} vetted reel-makers across ${facts.cities.join(', ')}, with ${facts.reelsDelivered} reels delivered.`,
    icon: 'map',
    color: '#f9a8d4',
  },
  {
    date: 'June 2025',
    title: `Next: ${facts.expansionPlan}`,
    content: `We are bringing ReelCraft to ${facts.expansionPlan} across India, so every celebration and launch can have its reels the same day.`,
    icon: 'map',
    color: '#ff7a45',
  },
]
