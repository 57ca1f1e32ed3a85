// The creator application page: why creators join and what we look for (the spec's requirements).
import type { Claims } from './capabilities'
import { iphoneRequirement } from './promises'

/** The page, with what it says of payment as the business offers it today. */
export const partnerPageOf = ({ said }: Claims) =>
  ({
    eyebrow: 'For creators',
    title: 'Join the Creator Network',
    lead: 'Shoot reels on your iPhone for weddings, brands and events, and get paid for your creativity.',
    benefitsHeading: 'Why join us',
    benefits: [
      {
        title: 'Steady bookings',
        description: 'Weddings, brand shoots, birthdays and corporate events come to you; no chasing clients.',
      },
      {
        title: 'Paid on time',
        description: said('wallet', 'partnerPay'),
      },
      {
        title: 'Flexible schedule',
        description: 'Choose the days, cities and kinds of shoots that suit you.',
      },
      {
        title: 'Grow your portfolio',
        description:
          'Work with brands and couples across the cities we serve and build a body of work that stands out.',
      },
      {
        title: 'A community of creators',
        description: 'Learn from other reel-makers, share techniques and get feedback from our team.',
      },
    ],
    requirementsHeading: 'What we look for',
    requirements: [
      { title: iphoneRequirement, description: 'Every reel is shot on a recent iPhone.' },
      {
        title: 'Minimum 1 year of creative work',
        description: 'At least a year of shooting and editing reels or video.',
      },
      { title: 'Strong portfolio', description: 'Recent works that show your eye for a story.' },
      {
        title: 'Excellent client communication',
        description: 'You arrive on time, listen well and keep clients informed.',
      },
      { title: 'Active Instagram presence', description: 'A public profile where we can see your style.' },
      { title: 'Unique creativity', description: 'A look and a pace that are recognisably yours.' },
    ],
    formHeading: 'Apply now',
    formLead: 'Tell us about yourself and share your recent works. We review every application.',
    submitLabel: 'Join the Creator Network',
  }) as const
