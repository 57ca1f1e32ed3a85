import { FileDown } from '~/components/icons/file-down'
import { Mail } from '~/components/icons/mail'
import { Phone } from '~/components/icons/phone'
import { Link } from 'react-router'
import { PostGrid } from '~/components/blog/post-card'
import { PressCard } from '~/components/blog/press-card'
import { PageHero } from '~/components/sections/page-hero'
import { claimsOf } from '~/content/capabilities'
import { pressCards, pressHeadingOf, pressPageOf, pressPagePostLimit } from '~/content/press'
import { useSite } from '~/components/layout/use-site'
import { emailText, mailtoHref, phoneText, telHref } from '~/content/site-of'
import { BlogUnavailable, blog, postCard } from '~/server/blog/blog.server'
import { currentFacts } from '~/server/facts-store.server'
import { pressCardImageSizes } from '~/images/image-sizes'
import { imageSource } from '~/images/image-urls'
import { pictures } from '~/server/images/site-pictures.server'
import { pageMeta } from '~/pages/seo'
import type { Route } from './+types/press'
import type { PageHandle } from '~/pages/page-handle'

export const handle = {
  audience: 'public',
  scripts: false,
  cached: true,
  changesWith: 'blog',
  structuredData: { breadcrumb: { name: 'Press & Blog' } },
  facts: ['email', 'phone', 'coverage', 'funding', 'figures', 'patent', 'capabilities'],
} satisfies PageHandle

export function meta({ data, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(
    {
      title: 'Press & Blog',
      description: data?.pressPage.description ?? '',
    },
    matches,
  )
}

export async function loader() {
  const facts = await currentFacts()
  const claims = claimsOf(facts)
  const cards = pressCards(facts)
  const [posts, pictureOfCard] = await Promise.all([
    // The press page stands without the blog's posts while they cannot be had.
    blog()
      .posts()
      .catch((error: unknown) => (error instanceof BlogUnavailable ? [] : Promise.reject(error))),
    Promise.all(cards.map((item) => pictures().describe(item.image.src))),
  ])
  return {
    posts: posts.slice(0, pressPagePostLimit).map(postCard),
    morePosts: posts.length > pressPagePostLimit,
    cards,
    pressPage: pressPageOf(claims),
    pressHeading: pressHeadingOf(claims),
    pictures: pictureOfCard.map((picture) => picture && imageSource(picture, pressCardImageSizes)),
  }
}

export default function Press({ loaderData }: Route.ComponentProps) {
  const { posts, morePosts, cards, pictures, pressPage, pressHeading } = loaderData
  // The press contact as the business saved it, from the root's loader.
  const site = useSite()
  const pressPhoneHref = telHref(site.pressPhone)
  const pressEmailHref = mailtoHref(site.emails.press)
  const contactPrHref = mailtoHref(site.emails.press, 'Press enquiry')
  return (
    <>
      <PageHero eyebrow={pressHeading.eyebrow} title={pressHeading.title} lead={pressHeading.lead} />

      <section aria-labelledby="coverage" className="container-page pb-16">
        <h2 id="coverage" className="sr-only">
          {pressPage.cardsHeading}
        </h2>
        <p className="mb-8 max-w-2xl text-lg text-paper/90">{pressPage.cardsLead}</p>
        <ul className="grid gap-6 md:grid-cols-3">
          {cards.map((item, index) => (
            <PressCard key={item.id} item={item} image={pictures[index]} priority={index === 0} />
          ))}
        </ul>
        <div className="mt-10">
          <Link to="/press/releases" className="button-secondary">
            {pressPage.releasesLabel}
          </Link>
        </div>
      </section>

      {posts.length > 0 ? (
        <section aria-labelledby="latest-posts" className="container-page pb-16">
          <p className="eyebrow">{pressPage.blogEyebrow}</p>
          <h2 id="latest-posts" className="mt-4 text-3xl font-bold sm:text-4xl">
            {pressPage.blogTitle}
          </h2>
          <p className="mt-3 mb-8 max-w-2xl text-muted">{pressPage.blogText}</p>
          <PostGrid posts={posts} />
          {morePosts ? (
            <div className="mt-10">
              <Link to="/blog" className="button-primary">
                {pressPage.allPostsLabel}
              </Link>
            </div>
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby="press-contact" className="container-page pb-20">
        <div className="flex flex-col gap-6 rounded-2xl border border-ink-line bg-ink-raised p-8 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="press-contact" className="text-2xl font-bold">
              {pressPage.contactTitle}
            </h2>
            <p className="mt-2 max-w-xl text-muted">{pressPage.contactText}</p>
            <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
              <li>
                {pressEmailHref ? (
                  <a
                    href={pressEmailHref}
                    className="inline-flex items-center gap-2 underline-offset-2 hover:underline"
                  >
                    <Mail className="size-4 text-accent" />
                    {site.pressEmail}
                  </a>
                ) : (
                  <span className="inline-flex items-center gap-2">
                    <Mail className="size-4 text-accent" />
                    {emailText(site.emails.press)}
                  </span>
                )}
              </li>
              <li>
                {pressPhoneHref ? (
                  <a
                    href={pressPhoneHref}
                    className="inline-flex items-center gap-2 underline-offset-2 hover:underline"
                  >
                    <Phone className="size-4 text-accent" />
                    {site.pressPhone.text}
                  </a>
                ) : (
                  <span className="inline-flex items-center gap-2">
                    <Phone className="size-4 text-accent" />
                    {phoneText(site.pressPhone)}
                  </span>
                )}
              </li>
            </ul>
          </div>
          <div className="flex flex-wrap gap-3">
            <a href="/press/kit" download className="button-secondary">
              <FileDown className="size-4" />
              {pressPage.pressKitLabel}
            </a>
            {contactPrHref ? (
              <a href={contactPrHref} className="button-primary">
                {pressPage.contactLabel}
              </a>
            ) : null}
          </div>
        </div>
      </section>
    </>
  )
}
