import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { LeadActionData } from '../action.server'
import { PartnerForm } from './form'
import { WithSite } from '../../../tests/support/site-facts'

// What the creator application leaves on the page once it is accepted: the page a post without JavaScript
// returns, which a background submission draws the same.

const sent = {
  fullName: 'Ravi Teja',
  iphoneModel: 'iPhone 15 Pro Max',
  location: 'Vizag',
  contactNumber: '+91 91234 56780',
  email: 'ravi@example.in',
  instagramId: '@ravi.reels',
  recentWorks: 'https://example.in/reel/1\nhttps://example.in/reel/2',
}

function acceptedPanel() {
  const answer: LeadActionData = {
    form: 'partner_applications',
    status: 201,
    body: { id: 12 },
    values: {},
    sent,
  }
  const Page = createRoutesStub([
    {
      id: 'partner',
      path: '/partner',
      Component: () => (
        <WithSite>
          <PartnerForm submitLabel="Join the Creator Network" />
        </WithSite>
      ),
    },
  ])
  return renderToStaticMarkup(
    <Page initialEntries={['/partner']} hydrationData={{ actionData: { partner: answer } }} />,
  )
}

describe('the creator application, once accepted', () => {
  it('shows every field sent, Recent works included, each under the label the form asked it by', () => {
    const html = acceptedPanel()
    const lines = [...html.matchAll(/<dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map(([, label, value]) => [
      label,
      value,
    ])
    expect(lines).toEqual([
      ['Full name', 'Ravi Teja'],
      ['Current iPhone model', 'iPhone 15 Pro Max'],
      ['Location', 'Vizag'],
      ['Contact number', '+91 91234 56780'],
      ['Email', 'ravi@example.in'],
      ['Instagram ID', '@ravi.reels'],
      ['Recent works', 'https://example.in/reel/1\nhttps://example.in/reel/2'],
    ])
    expect(html).toContain('PA-12')
  })
})
