import { PageHero } from '~/components/sections/page-hero'
import { pageMeta } from '~/seo'

export const meta = () =>
  pageMeta({
    title: 'Corporate Packages',
    description: 'Reels of your launches, conferences and offsites, and a month of content for your brand.',
  })

export default function Page() {
  return <PageHero title={'Corporate Reel Packages'} lead={'Reels of your launches, conferences and offsites, and a month of content for your brand.'} />
}
