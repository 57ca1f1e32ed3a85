import { describe, expect, it } from 'vitest'
import { offers } from '~/content/business'
import { type Capability, claimWordsOf, claimsOf } from '~/content/capabilities'
import { exampleFacts } from '~/content/examples'
import { businessFacts } from '~/content/shipped-facts'
import type { OfferTerms, WaitlistOffer } from '~/content/offers'
import { site } from '~/content/site'
import { renderQueuedMail } from '~/leads/private-links.server'
import { factsFoundIn } from '../../tests/fixtures/business-facts'
import { type LeadKind, leadCatalogue, leadKinds } from './catalogue'
import { type LeadRow, leadStores } from './catalogue.server'
import type { LeadField } from './fields'
import { heardOfSamples, kindSamples } from './kind-samples'
import type { PrivateLink } from './mail'
import { mail as newsletterMail } from './newsletter_subscribers/mail'
import { mail as waitlistMail } from './waitlist_entries/mail'

// Every visitor value of the kinds' samples carries markup and an ampersand, to show it reaches the HTML part escaped.
const name = 'Asha <b>Rao</b> & Co'

const samples: { [K in LeadKind]: LeadRow<K> } = kindSamples
const heard: { [K in LeadKind]: string[] } = heardOfSamples

/** The reference the console and the visitor know lead 12 of a kind by (BK-12 for a booking). */
const referenceOf = (kind: LeadKind) => `${leadCatalogue[kind].referencePrefix}-12`

/**
 * A new lead's mails; `addressConfirmed` when the visitor's address is one its owner confirmed, `page` the
 * address of the request's own page.
 */
function render<K extends LeadKind>(kind: K, { addressConfirmed = false, page = null as PrivateLink | null } = {}) {
  const templates = leadStores[kind].mail
  const reference = referenceOf(kind)
  return {
    team: renderQueuedMail(templates.team(samples[kind], reference)),
    visitor: templates.visitor
      ? renderQueuedMail(templates.visitor(samples[kind], reference, null, addressConfirmed, page, site))
      : null,
  }
}

describe.each(leadKinds)('the mail of a new lead of %s', (kind) => {
  it('has a template for each mail the catalogue lists, and none other', () => {
    const { mails } = leadCatalogue[kind]
    expect(mails).toContain('team')
    expect(Boolean(leadStores[kind].mail.visitor)).toBe(mails.includes('visitor'))
  })

  it("tells the team every value the visitor gave, under the lead's reference", () => {
    const { team } = render(kind)
    const reference = referenceOf(kind)
    expect(team.subject).toMatch(new RegExp(`\\(${reference}\\)$`))
    expect(team.text).toContain(`Reference: ${reference}`)
    for (const value of heard[kind]) {
      for (const line of value.split('\n')) expect(team.text).toContain(line)
    }
  })

  it('escapes what the visitor typed in the HTML part and keeps the text part free of markup', () => {
    for (const mail of Object.values(render(kind))) {
      if (!mail) continue
      expect(mail.html).not.toMatch(/<b>|<Warangal>|<Events>|<Hall>/)
      expect(mail.text).not.toMatch(/<(p|h1|table|tr|td|th|br)\b/)
      if (mail.text.includes(name)) expect(mail.html).toContain('Asha &lt;b&gt;Rao&lt;/b&gt; &amp; Co')
    }
  })
})

describe('what a mail says of what the business offers', () => {
  const claims = claimsOf(businessFacts)
  const words = claimWordsOf(businessFacts)
  const notLive = (Object.keys(words) as Capability[]).filter((capability) => !claims.isLive(capability))

  it.each(leadKinds)('makes no claim about a capability that is not live yet, in any mail of %s', (kind) => {
    expect(notLive.length).toBeGreaterThan(0)
    const mails = [
      render(kind),
      render(kind, {
        addressConfirmed: true,
        page: { opens: 'request page', kind, id: 12, siteUrl: 'https://reelcraft.example' },
      }),
    ]
    for (const mail of mails.flatMap((rendered) => [rendered.team, rendered.visitor])) {
      if (!mail) continue
      for (const capability of notLive) {
        for (const [claim, both] of Object.entries<{ live: string }>(words[capability])) {
          expect(mail.text, `${capability}.${claim}`).not.toContain(both.live)
        }
      }
    }
  })
})

describe('a rendered mail', () => {
  it('lays a notification out as its heading, one line per field, links to call and WhatsApp, and the reference', () => {
    expect(render('bookings').team).toEqual({
      subject: `New booking: ${name}, Wed, 20 Jan 2027, 18:30 IST (BK-12)`,
      text: [
        'A new booking request',
        '',
        `Name: ${name}`,
        'Phone: +91 98765 43210',
        'Email: asha@example.in',
        'Package: Gold package',
        'Each event: up to 6 hours',
        'Event 1: Wed, 20 Jan 2027, 18:30 IST, Jubilee Hills',
        'Event 2: Thu, 21 Jan 2027, 10:00 IST, Taj Krishna <Hall>',
        'Event 3: Sat, 23 Jan 2027, 19:00 IST, Jubilee Hills',
        'Event 4: Sun, 24 Jan 2027, 11:00 IST, Banjara Hills',
        'Total with GST: ₹59,999 + 18% GST = ₹70,799',
        'Offer: 50% off the first shoot (example offer), code NL12-ABCDE-FGHJK; our team takes it off the price when they confirm it',
        '',
        'Call +91 98765 43210:',
        'tel:+919876543210',
        '',
        'WhatsApp +91 98765 43210:',
        'https://wa.me/919876543210',
        '',
        'Reference: BK-12',
      ].join('\n'),
      html: expect.stringContaining('<h1 style="font-size:20px">A new booking request</h1>'),
    })
    expect(render('bookings').team.html).toContain('<a href="tel:+919876543210">')
  })

  it('indents a value of several lines under its label, and leaves out a field the visitor left empty', () => {
    expect(render('package_inquiries').team.text).toContain('Event details:\n  Offsite\n  Two days')
    const plain = renderQueuedMail(
      leadStores.bookings.mail.team(
        {
          ...samples.bookings,
          email: null,
          packageId: null,
          offerCode: null,
          events: samples.bookings.events.slice(0, 1),
        },
        'BK-1',
      ),
    )
    expect(plain.text).toContain(
      'Phone: +91 98765 43210\nDate: Wed, 20 Jan 2027\nTime: 18:30 IST\nLocation: Jubilee Hills\n\nCall',
    )
    expect(plain.text).not.toMatch(/Email|Package|Hours|Event 1|Total|Offer/)
    expect(plain.html).not.toMatch(/Email|Package|Hours|Event 1|Total|Offer/)
  })

  it("gives the customer their booking's reference, every event in words, the total, what happens next and how to change it", () => {
    const visitor = render('bookings').visitor
    expect(visitor?.subject).toBe('Your booking request BK-12 | ReelCraft')
    expect(visitor?.text).toContain('Your reference is BK-12.')
    for (const event of ['Event 1: Wed, 20 Jan 2027, 18:30 IST', 'Event 4: Sun, 24 Jan 2027, 11:00 IST'])
      expect(visitor?.text).toContain(event)
    expect(visitor?.text).toContain('Total with GST: ₹59,999 + 18% GST = ₹70,799')
    expect(visitor?.text).toContain(leadCatalogue.bookings.nextStep?.(site))
    expect(visitor?.text).toContain(
      'To move or cancel this booking, reply to this mail or call us with your reference, BK-12.',
    )
    expect(visitor?.text).toContain(
      'If you cancel it before we confirm it: Nothing has been paid, so nothing is charged.',
    )
  })

  it.each(['bookings', 'enquiries', 'package_inquiries', 'partner_applications'] as const)(
    "links a copy of %s to the request's own page, when it has one",
    (kind) => {
      const page = { opens: 'request page', kind, id: 12, siteUrl: 'https://reelcraft.example' } as const
      const visitor = render(kind, { page }).visitor
      // Queued, the link is only what it opens; the outbox makes the page's address as it sends the mail.
      expect(visitor?.text).toContain('See where your request stands:\nhttps://reelcraft.example/requests/:token')
      expect(render(kind).visitor?.text).not.toContain('/requests/')
    },
  )

  it("repeats nothing the customer typed freely but their name: a stranger's address gets no stranger's words", () => {
    const visitor = render('bookings', { addressConfirmed: true }).visitor
    expect(visitor?.text).toMatch(/^Hello Asha/)
    expect(visitor?.text).not.toMatch(/Jubilee|Taj Krishna|Banjara|98765 ?43210/)
  })

  it.each(['bookings', 'enquiries', 'package_inquiries', 'partner_applications', 'contact_messages'] as const)(
    'greets an address nobody has confirmed as theirs without a name, so a copy of %s carries nothing typed',
    (kind) => {
      const visitor = render(kind).visitor
      expect(visitor?.text).toMatch(/^Hello,\n/)
      expect(visitor?.text).not.toContain('Asha')
      expect(visitor?.html).not.toContain('Asha')
    },
  )

  it('greets the owner of a confirmed address by name, says what happens next and signs off with how to reach us', () => {
    const visitor = render('contact_messages', { addressConfirmed: true }).visitor
    expect(visitor?.subject).toBe('We received your message | ReelCraft')
    expect(visitor?.text).toBe(
      [
        `Hello ${name},`,
        '',
        'Thank you for writing to ReelCraft. We have received your message. We reply within 24 hours, during business hours (daily 9:00 AM to 9:00 PM IST).',
        '',
        'The ReelCraft team',
        'E-mail: hello@reelcraft.in (example e-mail address, not in service)',
        'Phone: +91 40 4520 1999 (example number, not in service)',
        'WhatsApp: +91 98765 01999 (example number, not in service)',
      ].join('\n'),
    )
    expect(render('waitlist_entries').visitor?.text).toMatch(
      /^Hello,\n\nSomeone, we hope you, asked to join the ReelCraft waitlist with this address, which has its place already\. Your position on the waitlist is #7\./,
    )
  })

  it.each(['enquiries', 'package_inquiries', 'partner_applications', 'contact_messages'] as const)(
    'tells the visitor of %s what happens next in the words and by the time of the success panel',
    (kind) => {
      expect(render(kind).visitor?.text).toContain(leadCatalogue[kind].nextStep?.(site))
      expect(render(kind).visitor?.text).not.toMatch(/shortly|as soon as possible/)
    },
  )

  it('tells the waitlist it will hear when online payment and the app open, not that online booking is coming', () => {
    expect(render('waitlist_entries').visitor?.text).toContain(
      "We'll write to you the moment online payment and the ReelCraft app open.",
    )
  })
})

describe('the words of a mail', () => {
  it("writes the day of an enquiry in words in the visitor's copy, never as it is stored", () => {
    const visitor = render('enquiries').visitor
    expect(visitor?.text).toContain('Thank you for your enquiry for Sun, 10 Jan 2027 in Vizag, India.')
    expect(visitor?.text).not.toContain('2027-01-10')
  })

  it("tells the team an enquiry's shoot type, city, day and time as the visitor read them, not as they are stored", () => {
    const { text } = render('enquiries').team
    expect(text).toContain('Shoot type: Personal\n')
    expect(text).toContain('City: Vizag, India\n')
    expect(text).toContain('Date: Sun, 10 Jan 2027\nTime: 07:00 IST\n')
    expect(text).not.toMatch(/: (personal|brand|2027-01-10)$/m)
  })

  it.each(leadKinds)('tells the team each choice of %s by the label the visitor chose it by', (kind) => {
    const { text } = render(kind).team
    const row: Readonly<Record<string, unknown>> = samples[kind]
    const fields: LeadField[] = Object.values(leadCatalogue[kind].fields)
    for (const field of fields) {
      if (field.rule?.type !== 'choice') continue
      const chosen = field.rule.options.find((option) => option.value === row[field.column])
      expect(text).toContain(`${field.label}: ${chosen?.label}\n`)
    }
  })

  it.each([
    ['Wedding', 'Wedding Reel Packages'],
    ['Corporate', 'Corporate Reel Packages'],
    ['One Day', 'Quick-Event Packages'],
  ] as const)('names the %s package by the name its page has, %s', (packageType, pageName) => {
    const lead = { ...samples.package_inquiries, package_type: packageType }
    const visitor = renderQueuedMail(leadStores.package_inquiries.mail.visitor!(lead, 'PQ-12', null, false, null, site))
    const team = renderQueuedMail(leadStores.package_inquiries.mail.team(lead, 'PQ-12'))
    expect(visitor.subject).toBe(`We received your inquiry about our ${pageName} | ReelCraft`)
    expect(visitor.text).toContain(`Thank you for your interest in our ${pageName}.`)
    expect(team.subject).toBe(`New inquiry about ${pageName} from ${name} (PQ-12)`)
    expect(team.text).toContain(`Package: ${pageName}\n`)
    if (packageType === 'One Day') {
      for (const mail of [visitor, team]) expect(`${mail.subject}\n${mail.text}`).not.toContain('One Day')
    }
  })
})

describe("the newsletter's offer, a business fact", () => {
  const live: OfferTerms = { percentOff: 50, confirmed: true, until: '2027-02-26' }
  const confirmation = (offerTerms: OfferTerms | null) =>
    renderQueuedMail(
      newsletterMail.visitor!({ ...samples.newsletter_subscribers, offerTerms }, 'NL-12', null, false, null, site),
    )

  it('gives the subscriber their offer code in the confirmation mail, until when, and says where to type it', () => {
    expect(confirmation(live).text).toContain(
      'Once you have confirmed, your offer code is NL12-ABCDE-FGHJK. It gives you 50% off your first shoot, until Fri, 26 Feb 2027: type it in the Offer code field when you book a reel-maker on our site. Each code is good for one booking.',
    )
  })

  it('gives no code and promises nothing in the confirmation mail of a sign-up made while no offer was', () => {
    const mail = confirmation(null)
    expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(/NL12|%|offer/i)
  })

  it('tells the customer and the team the offer a booking claims, with its code, an example offer marked as one', () => {
    const line =
      'Offer: 50% off the first shoot (example offer), code NL12-ABCDE-FGHJK; our team takes it off the price when they confirm it'
    const { team, visitor } = render('bookings')
    expect(team.text).toContain(line)
    expect(visitor?.text).toContain(line)
  })
})

describe("the waitlist's free shoot for the first members, a business fact", () => {
  const live = { ...offers.waitlist, firstMembers: 100, live: true, confirmed: true }
  const member = (offer: WaitlistOffer, position: number) => ({
    email: 'asha@example.in',
    offer,
    step: 'member' as const,
    position,
  })
  const welcome = (offer: WaitlistOffer, position: number) =>
    renderQueuedMail(waitlistMail.visitor!(member(offer, position), 'WL-12', null, false, null, site))
  const team = (offer: WaitlistOffer, position: number) =>
    renderQueuedMail(waitlistMail.team(member(offer, position), 'WL-12'))
  const askedToConfirm = (offer: WaitlistOffer) =>
    renderQueuedMail(
      waitlistMail.visitor!({ email: 'asha@example.in', offer, step: 'confirm' }, 'WL-12', null, false, null, site),
    )

  it('tells a member within the first 100 that one free shoot is theirs, and the team likewise', () => {
    expect(welcome(live, 100).text).toContain(
      'Your position on the waitlist is #100. You are within the first 100 on the list, so one free shoot is yours.',
    )
    expect(team(live, 100).text).toContain('Position: 100\nFree shoot: Yes, within the first 100\n')
  })

  it('tells a member after the first 100 that the free shoots were taken, and promises them none', () => {
    const { text } = welcome(live, 101)
    expect(text).toContain(
      'Your position on the waitlist is #101. The first 100 places, which come with one free shoot, were taken before you confirmed yours.',
    )
    expect(text).not.toContain('is yours')
    expect(team(live, 101).text).toContain('Free shoot: No, after the first 100\n')
  })

  it('tells an address asked to confirm that places, and the free shoots of the first 100, count from confirmation', () => {
    const { subject, text } = askedToConfirm(live)
    expect(subject).toBe('Please confirm your place on the ReelCraft waitlist')
    expect(text).toContain(
      'Places are counted in the order their owners confirm them, and the first 100 get one free shoot.',
    )
    expect(text).not.toMatch(/#\d|position is/)
  })

  it('says nothing of a free shoot while the offer is not live', () => {
    const off = { ...live, live: false }
    for (const mail of [welcome(off, 1), team(off, 1), askedToConfirm(off)])
      expect(`${mail.subject}\n${mail.html}`).not.toMatch(/free/i)
    expect(welcome(off, 1).text).toContain(
      "Your position on the waitlist is #1. We'll write to you the moment online payment and the ReelCraft app open.",
    )
  })
})

describe.each(leadKinds)('the mail of a new lead of %s, while the business has not confirmed its details', (kind) => {
  const examples = exampleFacts({}, businessFacts).filter((example) =>
    /^(phone|whatsapp|address)\b/.test(example.entry),
  )

  it('gives our phone and WhatsApp beside the e-mail address, each marked as an example, and no example address', () => {
    expect(examples.map((example) => example.entry)).toEqual(['phone.main', 'phone.press', 'whatsapp', 'address'])
    const { team, visitor } = render(kind)
    if (visitor) {
      expect(visitor.text).toContain(
        'E-mail: hello@reelcraft.in (example e-mail address, not in service)\nPhone: +91 40 4520 1999 (example number, not in service)\nWhatsApp: +91 98765 01999 (example number, not in service)',
      )
    }
    for (const mail of [team, visitor]) {
      if (!mail) continue
      const text = `${mail.subject}\n${mail.text}\n${mail.html}`
      // Nobody is given an example number to dial: each time it is written, it says so, and it is never a link.
      for (const number of examples.filter((example) => example.entry !== 'address')) {
        const written = text.split(number.value).slice(1)
        expect(written.every((after) => after.startsWith(' (example number, not in service)'))).toBe(true)
        expect(text).not.toContain(number.value.replace(/\D/g, ''))
      }
      expect(text).not.toContain(examples[3].value.split(',')[0])
    }
  })
})

describe('the closing of a mail', () => {
  it('makes an address it ends in a link in the HTML part, our WhatsApp chat once the number is confirmed', () => {
    const { text, html } = renderQueuedMail({
      subject: 'Hello',
      closing: ['The ReelCraft team', 'WhatsApp: https://wa.me/919876501999'],
    })
    expect(text).toContain('WhatsApp: https://wa.me/919876501999')
    expect(html).toContain('WhatsApp: <a href="https://wa.me/919876501999">https://wa.me/919876501999</a>')
  })
})

describe('the facts each kind of lead declares its confirmation and mails show', () => {
  it.each(leadKinds)('for %s, include every fact still an example that they show', (kind) => {
    const page = { opens: 'request page', kind, id: 12, siteUrl: 'https://reelcraft.example' } as const
    const mails = [render(kind), render(kind, { addressConfirmed: true, page })].flatMap(({ team, visitor }) => [
      team,
      ...(visitor ? [visitor] : []),
    ])
    const shown = [leadCatalogue[kind].nextStep?.(site) ?? '', ...mails.map((mail) => `${mail.subject}\n${mail.text}`)]
    expect(factsFoundIn(shown.join('\n')).length).toBeGreaterThan(0)
    expect(leadCatalogue[kind].facts).toEqual(expect.arrayContaining(factsFoundIn(shown.join('\n'))))
  })
})
