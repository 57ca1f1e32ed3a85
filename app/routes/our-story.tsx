import { PageHero } from '~/components/sections/page-hero'
import { pageMeta } from '~/seo'

export const meta = () =>
  pageMeta({
    title: 'Our Story',
    description: 'Why we started ReelCraft: great reels, shot by professionals on the latest iPhones, delivered while the moment is still happening.',
  })

export default function Page() {
  return <PageHero title={'Our Story'} lead={'Why we started ReelCraft: great reels, shot by professionals on the latest iPhones, delivered while the moment is still happening.'} />
}
