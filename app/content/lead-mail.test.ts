import { describe, expect, it } from 'vitest'
import { type LeadKind, leadCatalogue, leadKinds } from '~/leads/catalogue'
import { exampleFacts } from './examples'
import { successPanel } from './journey'
import { renderMail } from '~/server/mail.server'
import { type Submission, leadMail } from './lead-mail'

// Every visitor value carries markup and an ampersand, to show it reaches the HTML part escaped.
const name = 'Asha <b>Rao</b> & Co'

const samples: { [K in LeadKind]: Submission<K> } = {
  bookings: { name, phone: '9876543210', location: 'Jubilee Hills', date: '2027-01-20', time: '18:30', packageId: 'wedding-gold', hours: null, eventDates: ['2027-01-20', '2027-01-21', '2027-01-23', '2027-01-24'] },
  enquiries: {
    name,
    phone: '+919000000004',
    email: 'asha@example.in',
    shootType: 'personal',
    city: 'Vizag',
    location: 'Beach Road',
    occasion: 'Personal Shoot',
    personalShootOccasion: 'Graduation',
    date: '2027-01-10',
    time: '07:00',
    hours: 2,
    reels: 3,
  },
  package_inquiries: { packageType: 'Corporate', name, email: 'asha@example.in', phone: '+919000000001', company: 'Acme <Events>', eventDetails: 'Offsite\nTwo days' },
  partner_applications: {
    fullName: name,
    iphoneModel: 'iPhone 15 Pro',
    location: 'Vizag',
    contactNumber: '+919123456780',
    email: 'asha@example.in',
    instagramId: '@asha',
    recentWorks: 'https://example.in/1',
  },
  contact_messages: { name, email: 'asha@example.in', message: 'Do you shoot in <Warangal>?' },
  newsletter_subscribers: { email: 'asha@example.in' },
  waitlist_entries: { email: 'asha@example.in', position: 7 },
}

/** The reference the console and the visitor know lead 12 of a kind by (BK-12 for a booking). */
const referenceOf = (kind: LeadKind) => `${leadCatalogue[kind].referencePrefix}-12`

function render<K extends LeadKind>(kind: K) {
  const templates = leadMail[kind]
  const reference = referenceOf(kind)
  return {
    team: renderMail(templates.team(samples[kind], reference, null)),
    visitor: templates.visitor ? renderMail(templates.visitor(samples[kind], reference, null)) : null,
  }
}

describe.each(leadKinds)('the mail of a new lead of %s', (kind) => {
  it('has a template for each mail the catalogue lists, and none other', () => {
    const { mails } = leadCatalogue[kind]
    expect(mails).toContain('team')
    expect(Boolean(leadMail[kind].visitor)).toBe(mails.includes('visitor'))
  })

  it("tells the team every value the visitor gave, under the lead's reference", () => {
    const { team } = render(kind)
    const reference = referenceOf(kind)
    expect(team.subject).toMatch(new RegExp(`\\(${reference}\\)$`))
    expect(team.text).toContain(`Reference: ${reference}`)
    // A value the visitor left out (null) is shown as a dash; a list as its items joined by commas.
    for (const value of Object.values(samples[kind]).filter((value) => value !== null)) {
      const lines = (Array.isArray(value) ? value.join(', ') : String(value)).split('\n')
      for (const line of lines) expect(team.text).toContain(line)
    }
  })

  it('escapes what the visitor typed in the HTML part and keeps the text part free of markup', () => {
    for (const mail of Object.values(render(kind))) {
      if (!mail) continue
      expect(mail.html).not.toMatch(/<b>|<Warangal>|<Events>/)
      expect(mail.text).not.toMatch(/<(p|h1|table|tr|td|th|br)\b/)
      if (mail.text.includes(name)) expect(mail.html).toContain('Asha &lt;b&gt;Rao&lt;/b&gt; &amp; Co')
    }
  })
})

describe('a rendered mail', () => {
  it('lays a notification out as its heading, one line per field and the reference', () => {
    expect(render('bookings').team).toEqual({
      subject: `New booking: ${name}, 2027-01-20 18:30 (BK-12)`,
      text: [
        'A new booking request',
        '',
        `Name: ${name}`,
        'Phone: 9876543210',
        'Location: Jubilee Hills',
        'Date: 2027-01-20',
        'Time: 18:30',
        'Package: wedding-gold',
        'Event dates: 2027-01-20, 2027-01-21, 2027-01-23, 2027-01-24',
        '',
        'Reference: BK-12',
      ].join('\n'),
      html: expect.stringContaining('<h1 style="font-size:20px">A new booking request</h1>'),
    })
  })

  it('indents a value of several lines under its label, and leaves out a field the visitor left empty', () => {
    expect(render('package_inquiries').team.text).toContain('Event details:\n  Offsite\n  Two days')
    const plain = renderMail(leadMail.bookings.team({ ...samples.bookings, packageId: '', eventDates: null }, 'BK-1', null))
    expect(plain.text).toContain('Time: 18:30\n\nReference: BK-1')
    expect(plain.text).not.toMatch(/Package|Hours|Event dates/)
    expect(plain.html).not.toMatch(/Package|Hours|Event dates/)
  })

  it('greets the visitor by name, says what happens next and signs off with how to reach us', () => {
    const visitor = render('contact_messages').visitor
    expect(visitor?.subject).toBe('We received your message | ReelCraft')
    expect(visitor?.text).toBe(
      [
        `Hello ${name},`,
        '',
        'Thank you for writing to ReelCraft. We have received your message. We reply within 24 hours, during business hours (daily 9:00 AM to 9:00 PM).',
        '',
        'The ReelCraft team',
        'hello@reelcraft.in',
      ].join('\n'),
    )
    expect(render('waitlist_entries').visitor?.text).toMatch(/^Hello,\n\nYour position on the waitlist is #7\./)
  })

  it.each(['enquiries', 'package_inquiries', 'partner_applications', 'contact_messages'] as const)(
    'tells the visitor of %s what happens next in the words and by the time of the success panel',
    (kind) => {
      expect(render(kind).visitor?.text).toContain(successPanel.nextSteps[kind])
      expect(render(kind).visitor?.text).not.toMatch(/shortly|as soon as possible/)
    },
  )

  it('tells the waitlist it will hear when online payment and the app open, not that online booking is coming', () => {
    expect(render('waitlist_entries').visitor?.text).toContain("We'll write to you the moment online payment and the ReelCraft app open.")
  })
})

describe.each(leadKinds)('the mail of a new lead of %s, while the business has not confirmed its details', (kind) => {
  // A visitor would call an example number or go to an example address: mail quotes neither.
  const examples = exampleFacts().filter((example) => /^(phone|whatsapp|address)\b/.test(example.entry))

  it('gives no example phone number or address to call or visit', () => {
    expect(examples.map((example) => example.entry)).toEqual(['phone.main', 'phone.press', 'whatsapp', 'address'])
    const { team, visitor } = render(kind)
    for (const mail of [team, visitor]) {
      if (!mail) continue
      const text = `${mail.subject}\n${mail.text}\n${mail.html}`
      for (const number of examples.filter((example) => example.entry !== 'address')) {
        expect(text).not.toContain(number.value)
        expect(text).not.toContain(number.value.replace(/\s/g, ''))
      }
      expect(text).not.toContain(examples[3].value.split(',')[0])
    }
  })
})
