import { PageHero } from '~/components/sections/page-hero'
import { pageMeta } from '~/seo'

export const meta = () =>
  pageMeta({
    title: 'Discover Vibe',
    description: 'Watch reels our reel-makers shot at weddings, concerts, car deliveries, outfit shoots and more, and find the style you want for your own event.',
  })

export default function Page() {
  return <PageHero title={'Discover Vibe'} lead={'Watch reels our reel-makers shot at weddings, concerts, car deliveries, outfit shoots and more, and find the style you want for your own event.'} />
}
