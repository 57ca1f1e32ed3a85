import { PageHero } from '~/components/sections/page-hero'
import { pageMeta } from '~/seo'

export const meta = () =>
  pageMeta({
    title: 'Press & Blog',
    description: 'News about ReelCraft, our press coverage and the latest posts from our blog.',
  })

export default function Page() {
  return <PageHero title={'Featured in Leading Media'} lead={'News about ReelCraft, our press coverage and the latest posts from our blog.'} />
}
