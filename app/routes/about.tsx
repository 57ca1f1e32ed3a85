import { PageHero } from '~/components/sections/page-hero'
import { pageMeta } from '~/seo'

export const meta = () =>
  pageMeta({
    title: 'About Us',
    description: 'Meet the people who run ReelCraft and the milestones of our journey so far.',
  })

export default function Page() {
  return <PageHero title={'The Team Behind ReelCraft'} lead={'Meet the people who run ReelCraft and the milestones of our journey so far.'} />
}
