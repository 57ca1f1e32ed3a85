import { PageHero } from '~/components/sections/page-hero'
import { pageMeta } from '~/seo'

export const meta = () =>
  pageMeta({
    title: 'Quick-Event Packages',
    description: 'A reel-maker for up to three hours: birthdays, parties, store openings and every event that fits in an afternoon.',
  })

export default function Page() {
  return <PageHero title={'Quick-Event Packages'} lead={'A reel-maker for up to three hours: birthdays, parties, store openings and every event that fits in an afternoon.'} />
}
