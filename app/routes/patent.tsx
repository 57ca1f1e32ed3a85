import { PageHero } from '~/components/sections/page-hero'
import { pageMeta } from '~/seo'

export const meta = () =>
  pageMeta({
    title: 'Patent',
    description: 'Our patent-pending system for automated content creator-business matchmaking using AI.',
  })

export default function Page() {
  return <PageHero title={'Innovation in Progress'} lead={'Our patent-pending system for automated content creator-business matchmaking using AI.'} />
}
