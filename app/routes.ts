import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'
import { kindPages } from './leads/kind-pages'

export default [
  layout('routes/site.tsx', [
    // Marketing pages
    index('routes/home.tsx'),
    route('landing', 'routes/home.tsx', { id: 'landing' }),
    route('discover', 'routes/discover.tsx'),
    route('features', 'routes/features.tsx'),
    route('pricing', 'routes/pricing.tsx'),
    route('our-story', 'routes/our-story.tsx'),
    route('journey', 'routes/journey.tsx'),
    route('about', 'routes/about.tsx'),
    route('patent', 'routes/patent.tsx'),
    route('app', 'routes/app-download.tsx'),
    route('coming-soon', 'routes/coming-soon.tsx'),
    route('waitlist', 'routes/waitlist.tsx'),

    // Packages and lead capture
    route('reel-packages', 'routes/reel-packages.tsx'),
    route('book', 'routes/book.tsx'),
    route('wedding-packages', 'routes/wedding-packages.tsx'),
    route('corporate-packages', 'routes/corporate-packages.tsx'),
    route('one-day-packages', 'routes/one-day-packages.tsx'),
    route('enquiry', 'routes/enquiry.tsx'),
    route('partner', 'routes/partner.tsx'),
    route('contact', 'routes/contact.tsx'),
    // A kind of lead that brings its own page (app/leads/<kind>/page.tsx) is served at its name
    ...kindPages,

    // Press and blog
    route('press', 'routes/press.tsx'),
    route('press/releases', 'routes/press-releases.tsx'),
    route('blog', 'routes/blog.tsx'),
    route('blog/:slug', 'routes/blog-post.tsx'),

    // Policies
    route('privacy', 'routes/privacy.tsx'),
    route('terms', 'routes/terms.tsx'),
    route('cookies', 'routes/cookies.tsx'),

    // The links in our mail to newsletter subscribers and waitlist members
    route('newsletter/confirm', 'routes/newsletter-confirm.tsx'),
    route('waitlist/confirm', 'routes/waitlist-confirm.tsx'),
    // Where mail sent before waitlist places were confirmed linked to take a place back, for the week its links work
    route('waitlist/rejoin', 'routes/waitlist-confirm.tsx', { id: 'waitlist-rejoin' }),
    route('unsubscribe', 'routes/unsubscribe.tsx'),

    // A customer's own page for a request, opened by the link its confirmation gave
    route('requests/:token', 'routes/request.tsx'),
    route('requests/:token/move', 'routes/request-move.tsx'),
    route('requests/:token/cancel', 'routes/request-cancel.tsx'),
    route('requests/:token/withdraw', 'routes/request-withdraw.tsx'),

    // Staff
    route('sign-in', 'routes/sign-in.tsx'),
    route('profile', 'routes/profile.tsx'),
    route('settings', 'routes/settings.tsx'),

    route('*', 'routes/not-found.tsx'),
  ]),

  // Files for search engines and the press
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('press/kit', 'routes/press-kit.ts'),

  // The visitor's answer to the cookie banner, posted from any page
  route('consent', 'routes/consent.ts'),

  // Staff console: its own chrome, never indexed. Each loader and action checks the session itself
  // (tests/integration/console-guard.test.ts sweeps every route here to prove it).
  route('logout', 'routes/logout.tsx'),
  route('console', 'routes/console/layout.tsx', [
    index('routes/console/dashboard.tsx'),
    route('leads/:kind', 'routes/console/leads.tsx'),
    route('leads/:kind/export', 'routes/console/leads-export.ts'),
    route('leads/:kind/:id', 'routes/console/lead.tsx'),
    route('outbox', 'routes/console/outbox.tsx'),
    route('privacy', 'routes/console/privacy.tsx'),
    route('staff', 'routes/console/staff.tsx'),
    route('business', 'routes/console/business.tsx'),
    route('business/:name', 'routes/console/business-fact.tsx'),
    route('avatars/:id', 'routes/console/avatar.ts'),
  ]),
  // The console's former address, /admin and everything under it, which bookmarks and sent mails still link to
  route('admin/*', 'routes/console-moved.ts'),
] satisfies RouteConfig
