import { PageHero } from '~/components/sections/page-hero'
import { pageMeta } from '~/seo'

export const meta = () =>
  pageMeta({
    title: 'Terms of Service',
    description: 'The terms that apply when you use the ReelCraft website and book our services.',
  })

export default function Page() {
  return <PageHero title={'Terms of Service'} lead={'The terms that apply when you use the ReelCraft website and book our services.'} />
}
