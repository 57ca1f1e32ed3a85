import { PageHero } from '~/components/sections/page-hero'
import { pageMeta } from '~/seo'

export const meta = () =>
  pageMeta({
    title: 'Coming Soon',
    description: 'Instant online booking is almost here. Leave your e-mail and we will tell you the moment it opens.',
  })

export default function Page() {
  return <PageHero title={'Online Booking Is Coming Soon'} lead={'Instant online booking is almost here. Leave your e-mail and we will tell you the moment it opens.'} />
}
