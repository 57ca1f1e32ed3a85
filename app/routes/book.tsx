import { PageHero } from '~/components/sections/page-hero'
import { pageMeta } from '~/seo'

export const meta = () =>
  pageMeta({
    title: 'Book a Reel-Maker',
    description: 'Tell us where and when, and our team will confirm your reel-maker shortly.',
  })

export default function Page() {
  return <PageHero title={'Book a Reel-Maker'} lead={'Tell us where and when, and our team will confirm your reel-maker shortly.'} />
}
