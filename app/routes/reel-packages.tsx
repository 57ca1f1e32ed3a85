import { PageHero } from '~/components/sections/page-hero'
import { pageMeta } from '~/seo'

export const meta = () =>
  pageMeta({
    title: 'Reel Packages',
    description: 'Hourly reel creation and packages for weddings, corporate events and half-day shoots, all shot on the latest iPhones.',
  })

export default function Page() {
  return <PageHero title={'Reel Packages'} lead={'Hourly reel creation and packages for weddings, corporate events and half-day shoots, all shot on the latest iPhones.'} />
}
