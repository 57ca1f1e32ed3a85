import { PageHero } from '~/components/sections/page-hero'
import { pageMeta } from '~/seo'

export const meta = () =>
  pageMeta({
    title: 'Join the Waitlist',
    description: 'The first 100 users get one free shoot. Join the waitlist to secure your spot.',
  })

export default function Page() {
  return <PageHero title={'Launching Soon'} lead={'The first 100 users get one free shoot. Join the waitlist to secure your spot.'} />
}
