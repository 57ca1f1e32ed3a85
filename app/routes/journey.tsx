import { PageHero } from '~/components/sections/page-hero'
import { pageMeta } from '~/seo'

export const meta = () =>
  pageMeta({
    title: 'Our Journey',
    description: 'The milestones that brought ReelCraft from an idea to a network of reel-makers across India.',
  })

export default function Page() {
  return <PageHero title={'Our Journey'} lead={'The milestones that brought ReelCraft from an idea to a network of reel-makers across India.'} />
}
