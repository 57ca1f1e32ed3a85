import { PageHero } from '~/components/sections/page-hero'
import { pageMeta } from '~/seo'

export const meta = () =>
  pageMeta({
    title: 'Pricing',
    description: 'Hourly and half-day plans and packages for weddings, corporate events and quick events. Prices in rupees, GST extra.',
  })

export default function Page() {
  return <PageHero title={'Simple, Upfront Pricing'} lead={'Hourly and half-day plans and packages for weddings, corporate events and quick events. Prices in rupees, GST extra.'} />
}
