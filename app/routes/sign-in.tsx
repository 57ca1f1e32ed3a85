import { PageHero } from '~/components/sections/page-hero'
import { pageMeta } from '~/seo'

export const meta = () => [
  ...pageMeta({ title: 'Staff sign-in', description: 'Staff sign-in for the ReelCraft console, where our team follows up on bookings and enquiries.' }),
  { name: 'robots', content: 'noindex' },
]

export default function SignIn() {
  return (
    <PageHero
      title="Staff sign-in"
      lead="Staff accounts are being set up. Until sign-in opens, please contact your administrator."
    />
  )
}
