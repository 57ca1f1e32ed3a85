import { figureWords, stat } from './figures'
import { type ClaimFacts, claimsOf } from './capabilities'
import { iphoneRequirement, promises } from './promises'

// The Our Story page: what the product is, how it started, and what we are here to do, with the brand and the
// figures as the business saved them (the page's loader reads them).

export function storyOf(business: ClaimFacts) {
  const { said } = claimsOf(business)
  const brand = business.brand.name
  const { figures } = business
  const facts = { ...figureWords(figures), ...promises }
  const storyStats = [
    stat(figures.reelMakers, 'Reel-makers'),
    stat(figures.reelsDelivered, 'Reels delivered'),
    stat(figures.eventsCovered, 'Events covered'),
    stat(figures.photosDelivered, 'Photos delivered'),
  ]

  const whatWeAre = {
    title: `What ${brand} is`,
    paragraphs: [
      `${brand} books professional reel-makers: short-video creators who shoot on an ${iphoneRequirement}, edit on the spot and hand you finished reels about ${facts.deliveryMinutes} minutes after the shoot.`,
      said('app', 'storyBooking'),
    ],
  }

  const ourStory = {
    title: 'How it started',
    paragraphs: [
      'It started at a wedding in Hyderabad. Our founders were the friends with the good phones, shooting reels of the haldi and the sangeet, and they noticed something: the professional video would arrive weeks later, but the moment everyone wanted to share was happening now.',
      'So they started shooting and editing reels during the event itself, and delivering them before the guests went home. Word spread from one wedding to the next, then to birthdays, car showrooms, cafés and corporate offsites. Soon there were more requests than friends to shoot them.',
      `Today ${brand} is a network of ${facts.reelMakers} vetted reel-makers in ${facts.cities.join(', ')}, with ${facts.reelsDelivered} reels delivered and plans for ${facts.expansionPlan}. The promise has not changed: your reels, while the moment still matters.`,
    ],
  }

  const missions = [
    {
      title: 'Share the moment while it matters',
      description: `Every reel edited on the spot and delivered about ${facts.deliveryMinutes} minutes after the shoot, so the people you celebrate with see it the same day.`,
    },
    {
      title: 'Steady, fair work for creators',
      description: said('wallet', 'creatorMission'),
    },
    {
      title: 'Trust in every booking',
      description: said('app', 'storyTrust'),
    },
  ]
  return { storyStats, whatWeAre, ourStory, missions }
}
