import { PageHero } from '~/components/sections/page-hero'
import { pageMeta } from '~/seo'

export const meta = () =>
  pageMeta({
    title: 'Wedding Packages',
    description: 'From a single event to the complete wedding: reels of every ritual, delivered instantly.',
  })

export default function Page() {
  return <PageHero title={'Wedding Reel Packages'} lead={'From a single event to the complete wedding: reels of every ritual, delivered instantly.'} />
}
