import { PageHero } from '~/components/sections/page-hero'
import { pageMeta } from '~/seo'

export const meta = () =>
  pageMeta({
    title: 'Become a Partner',
    description: 'Shoot reels on your iPhone for weddings, brands and events, and get paid for your creativity.',
  })

export default function Page() {
  return <PageHero title={'Join the Creator Network'} lead={'Shoot reels on your iPhone for weddings, brands and events, and get paid for your creativity.'} />
}
