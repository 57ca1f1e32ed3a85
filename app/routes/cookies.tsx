import { PageHero } from '~/components/sections/page-hero'
import { pageMeta } from '~/seo'

export const meta = () =>
  pageMeta({
    title: 'Cookie Policy',
    description: 'What cookies are, which ones ReelCraft uses and how to manage them in your browser.',
  })

export default function Page() {
  return <PageHero title={'Cookie Policy'} lead={'What cookies are, which ones ReelCraft uses and how to manage them in your browser.'} />
}
