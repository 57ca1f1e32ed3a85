import { PageHero } from '~/components/sections/page-hero'
import { pageMeta } from '~/seo'

export const meta = () =>
  pageMeta({
    title: 'Get the App',
    description: 'Our reel creators come to shoot and edit your reels, delivering a seamless and professional experience directly to you.',
  })

export default function Page() {
  return <PageHero title={'Create Content With Ease'} lead={'Our reel creators come to shoot and edit your reels, delivering a seamless and professional experience directly to you.'} />
}
