import { PageHero } from '~/components/sections/page-hero'
import { pageMeta } from '~/seo'

export const meta = () =>
  pageMeta({
    title: 'Features',
    description: 'Easy scheduling, verified reel-makers on the latest iPhones, delivery minutes after the shoot and secure payments, on the web and in the app.',
  })

export default function Page() {
  return <PageHero title={'Everything You Need to Book a Reel-Maker'} lead={'Easy scheduling, verified reel-makers on the latest iPhones, delivery minutes after the shoot and secure payments, on the web and in the app.'} />
}
