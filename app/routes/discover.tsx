import { PageHero } from '~/components/sections/page-hero'
import { ReelGallery } from '~/components/sections/reel-gallery'
import { figureWords } from '~/content/figures'
import { reelCategories, reels, reelsPerPage } from '~/content/reels'
import { reelPosterSizes } from '~/images/image-sizes'
import { imageSource } from '~/images/image-urls'
import { pictures } from '~/server/images/site-pictures.server'
import { currentFacts } from '~/server/facts-store.server'
import { pageMeta } from '~/pages/seo'
import type { Route } from './+types/discover'
import type { PageHandle } from '~/pages/page-handle'

export const handle = { audience: 'public', scripts: true, cached: true, facts: ['figures'] } satisfies PageHandle

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(
    {
      title: 'Discover Vibe',
      description:
        'Watch reels our reel-makers shot at weddings, concerts, car deliveries, outfit shoots and more, and find the style you want for your own event.',
    },
    matches,
  )
}

export async function loader() {
  const posters = await Promise.all(
    reels.map(async (reel) => {
      const picture = await pictures().describe(reel.poster)
      return [reel.id, picture && imageSource(picture, reelPosterSizes)] as const
    }),
  )
  return {
    posters: Object.fromEntries(posters),
    reelsDelivered: figureWords((await currentFacts()).figures).reelsDelivered,
  }
}

export default function Discover({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={`${loaderData.reelsDelivered} reels delivered`}
        title="Discover Vibe"
        lead="Watch reels our reel-makers shot at weddings, concerts, car deliveries, outfit shoots and more, and find the style you want for your own event. Pick a category, tap a reel to pause it, or watch it large."
      />
      <ReelGallery reels={reels} posters={loaderData.posters} categories={reelCategories} perPage={reelsPerPage} />
    </>
  )
}
