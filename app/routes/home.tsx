import { PageHero } from '~/components/sections/page-hero'
import { pageMeta } from '~/seo'

export const meta = () =>
  pageMeta({
    title: 'ReelCraft',
    description: 'Book professional reel-makers who shoot on the latest iPhones for weddings, corporate events, quick events and brand shoots. Your edited reels arrive about 10 minutes after the shoot.',
  })

export default function Page() {
  return <PageHero title={'Reels Shot, Edited and Delivered in 10 Minutes'} lead={'Book professional reel-makers who shoot on the latest iPhones for weddings, corporate events, quick events and brand shoots. Your edited reels arrive about 10 minutes after the shoot.'} />
}
