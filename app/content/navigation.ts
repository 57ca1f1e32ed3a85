// The site's menus, as the spec lists them.
export type NavLink = { label: string; to: string }

export const mobileMenuLinks: NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Discover Vibe', to: '/discover' },
  { label: 'Features', to: '/features' },
  { label: 'Our Journey', to: '/journey' },
  { label: 'Patent', to: '/patent' },
  { label: 'Press & Blog', to: '/press' },
  { label: 'Pricing', to: '/pricing' },
]

export const dockLinks: NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Discover Vibe', to: '/discover' },
  { label: 'Features', to: '/features' },
  { label: 'Our Story', to: '/our-story' },
  { label: 'Our Journey', to: '/journey' },
  { label: 'Pricing', to: '/pricing' },
]

export const footerLinks: NavLink[] = [
  { label: 'Press & Blog', to: '/press' },
  { label: 'Patent', to: '/patent' },
  { label: 'Privacy', to: '/privacy' },
  { label: 'Terms', to: '/terms' },
  { label: 'Cookies', to: '/cookies' },
  { label: 'Contact', to: '/contact' },
]

/** The phone menu's one primary action. */
export const bookAction: NavLink = { label: 'Book a reel-maker', to: '/book' }
