import { PageHero } from '~/components/sections/page-hero'
import { pageMeta } from '~/seo'

export const meta = () =>
  pageMeta({
    title: 'Contact Us',
    description: 'Questions about a booking, a package or a partnership? Write to us or call; we answer daily from 9:00 AM to 9:00 PM.',
  })

export default function Page() {
  return <PageHero title={'Contact Us'} lead={'Questions about a booking, a package or a partnership? Write to us or call; we answer daily from 9:00 AM to 9:00 PM.'} />
}
