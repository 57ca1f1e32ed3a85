import { PageHero } from '~/components/sections/page-hero'
import { ReelGallery } from '~/components/sections/reel-gallery'
import { facts } from '~/content/facts'
import { reelCategories, reels, reelsPerPage } from '~/content/reels'
import { pageMeta } from '~/seo'

export const meta = () =>
  pageMeta({
    title: 'Discover Vibe',
    description:
      'Watch reels our reel-makers shot at weddings, concerts, car deliveries, outfit shoots and more, and find the style you want for your own event.',
  })

export default function Discover() {
  return (
    <>
      <PageHero
        eyebrow={`${facts.reelsDelivered} reels delivered`}
        title="Discover Vibe"
        lead="Watch reels our reel-makers shot at weddings, concerts, car deliveries, outfit shoots and more, and find the style you want for your own event. Pick a category, tap a reel to pause it, or watch it large."
      />
      <ReelGallery reels={reels} categories={reelCategories} perPage={reelsPerPage} />
    </>
  )
}
