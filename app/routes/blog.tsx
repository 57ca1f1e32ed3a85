import { PageHero } from '~/components/sections/page-hero'
import { pageMeta } from '~/seo'

export const meta = () =>
  pageMeta({
    title: 'Blog',
    description: 'Guides and stories about planning, shooting and sharing reels for weddings, brands and events.',
  })

export default function Page() {
  return <PageHero title={'Blog'} lead={'Guides and stories about planning, shooting and sharing reels for weddings, brands and events.'} />
}
