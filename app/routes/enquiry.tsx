import { PageHero } from '~/components/sections/page-hero'
import { pageMeta } from '~/seo'

export const meta = () =>
  pageMeta({
    title: 'Book Reel-Makers',
    description: 'Tell us about your shoot and we will match you with the right reel-maker.',
  })

export default function Page() {
  return <PageHero title={'Book Reel-Makers'} lead={'Tell us about your shoot and we will match you with the right reel-maker.'} />
}
