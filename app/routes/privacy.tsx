import { PageHero } from '~/components/sections/page-hero'
import { pageMeta } from '~/seo'

export const meta = () =>
  pageMeta({
    title: 'Privacy Policy',
    description: 'How ReelCraft collects, uses, keeps and protects the personal data you share with us.',
  })

export default function Page() {
  return <PageHero title={'Privacy Policy'} lead={'How ReelCraft collects, uses, keeps and protects the personal data you share with us.'} />
}
