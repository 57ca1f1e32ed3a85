// Who we are and how to reach us: the one place for brand, company, contact, social and store details.
export const site = {
  brand: 'ReelCraft',
  company: 'ReelCraft Media Private Limited',
  tagline: 'Reels shot, edited and delivered in 10 minutes',
  description:
    'Book professional reel-makers who shoot on the latest iPhones for weddings, corporate events, quick events and brand or personal shoots. Edited reels delivered about 10 minutes after the shoot.',
  email: 'hello@reelcraft.in',
  pressEmail: 'press@reelcraft.in',
  phone: '+91 40 4520 1999',
  phoneHref: 'tel:+914045201999',
  pressPhone: '+91 40 4520 1998',
  pressPhoneHref: 'tel:+914045201998',
  address: {
    street: '3rd Floor, Plot 42, Road No. 36, Jubilee Hills',
    city: 'Hyderabad',
    region: 'Telangana',
    postalCode: '500033',
    country: 'India',
    countryCode: 'IN',
  },
  hours: { label: 'Daily 9:00 AM to 9:00 PM', opens: '09:00', closes: '21:00' },
  social: [
    { name: 'Instagram', href: 'https://www.instagram.com/reelcraft.in/' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/reelcraft-in/' },
    { name: 'YouTube', href: 'https://www.youtube.com/@reelcraft-in' },
    { name: 'X', href: 'https://x.com/reelcraft_in' },
  ],
  stores: {
    appStore: { name: 'App Store', href: 'https://www.apple.com/app-store/' },
    googlePlay: { name: 'Google Play', href: 'https://play.google.com/store' },
  },
} as const

export type Site = typeof site

export function copyrightLine(year: number) {
  return `© ${year} ${site.company}. All rights reserved.`
}
