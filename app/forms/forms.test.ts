import { describe, expect, it } from 'vitest'
import { contactSchema } from '~/leads/contact_messages/schema'
import { enquirySchema } from '~/leads/enquiries/schema'
import { fieldErrors } from './fields'
import { newsletterFailureToast, newsletterMessages } from '~/leads/newsletter_subscribers/messages'
import { newsletterSchema } from '~/leads/newsletter_subscribers/schema'
import { packageInquirySchema } from '~/leads/package_inquiries/schema'
import { partnerSchema } from '~/leads/partner_applications/schema'
import { positionSecured, spotsRemaining } from '~/leads/waitlist_entries/messages'

function problems(schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, input: unknown) {
  const result = schema.safeParse(input) as ReturnType<typeof contactSchema.safeParse>
  return result.success ? {} : fieldErrors(result.error)
}

describe('contact form', () => {
  it('requires name, email and message', () => {
    expect(problems(contactSchema, {})).toEqual({
      name: 'Please enter your name',
      email: 'Please enter your email',
      message: 'Please enter a message',
    })
  })

  it('accepts a 5,000-character message and refuses 5,001', () => {
    const base = { name: 'K', email: 'k@example.in' }
    expect(contactSchema.safeParse({ ...base, message: 'a'.repeat(5000) }).success).toBe(true)
    expect(problems(contactSchema, { ...base, message: 'a'.repeat(5001) }).message).toBe(
      'Message must be 5,000 characters or fewer',
    )
  })
})

describe('package inquiries', () => {
  const common = { name: 'Priya', email: 'priya@example.in', phone: '9000000001', eventDetails: 'Sangeet' }

  it('tells the three packages apart by packageType and keeps the wedding date as free text', () => {
    const wedding = packageInquirySchema.parse({ ...common, packageType: 'Wedding', weddingDate: 'Early Feb, TBC' })
    expect(wedding).toMatchObject({ package_type: 'Wedding', wedding_date: 'Early Feb, TBC' })
    expect(packageInquirySchema.safeParse({ ...common, packageType: 'Corporate', company: 'Acme' }).success).toBe(true)
    expect(packageInquirySchema.safeParse({ ...common, packageType: 'One Day', eventType: 'Launch' }).success).toBe(
      true,
    )
  })

  it('asks for each package its own field', () => {
    expect(problems(packageInquirySchema, { ...common, packageType: 'Wedding' }).weddingDate).toBe(
      'Please enter your wedding date',
    )
    expect(problems(packageInquirySchema, { ...common, packageType: 'Corporate' }).company).toBe(
      'Please enter your company name',
    )
    expect(problems(packageInquirySchema, { ...common, packageType: 'One Day' }).eventType).toBe(
      'Please enter the event type',
    )
  })

  it('refuses an unknown package type', () => {
    expect(problems(packageInquirySchema, { ...common, packageType: 'Birthday' }).packageType).toBe(
      'Please choose a package: Wedding, Corporate or One Day',
    )
  })
})

describe('reel-maker enquiry', () => {
  const schema = enquirySchema(() => new Date('2026-12-31T18:45:00Z'))
  const valid = {
    name: 'Meera',
    phone: '9000000004',
    email: 'meera@example.in',
    shootType: 'brand',
    city: 'Warangal',
    location: 'Hanamkonda',
    occasion: 'Brand Shoot',
    date: '2027-01-01',
    time: '07:00',
    hours: '2',
    reels: '1',
  }

  it('accepts whole numbers from form fields and drops the personal occasion unless it is a personal shoot', () => {
    const parsed = schema.parse({ ...valid, personalShootOccasion: 'ignored' })
    expect(parsed).toMatchObject({ hours: 2, reels: 1, personal_shoot_occasion: null })
  })

  it('requires the personal-shoot occasion only for a Personal Shoot', () => {
    expect(problems(schema, { ...valid, occasion: 'Personal Shoot' }).personalShootOccasion).toBe(
      'Please describe the occasion for your personal shoot',
    )
    expect(
      schema.parse({ ...valid, occasion: 'Personal Shoot', personalShootOccasion: 'Graduation' })
        .personal_shoot_occasion,
    ).toBe('Graduation')
  })

  it.each([
    ['hours', '0'],
    ['hours', '1.5'],
    ['reels', '-1'],
    ['reels', 'many'],
  ])('refuses %s = %s', (field, value) => {
    expect(problems(schema, { ...valid, [field]: value })[field]).toMatch(/whole number, at least 1/)
  })

  it('refuses a start today that has already passed in India, and a date more than two years ahead', () => {
    expect(problems(schema, { ...valid, time: '00:00' }).time).toBe(
      'Please choose a later time: this one has already passed today (India time, IST)',
    )
    expect(problems(schema, { ...valid, time: '00:00', city: 'Chennai' })).toMatchObject({
      city: 'Please select a city',
      time: 'Please choose a later time: this one has already passed today (India time, IST)',
    })
    expect(problems(schema, { ...valid, date: '2029-01-02' }).date).toBe(
      'Please choose a date within the next two years',
    )
    expect(schema.safeParse({ ...valid, date: '2029-01-01', time: '00:00' }).success).toBe(true)
  })

  it('offers only the listed cities, shoot types and occasions', () => {
    expect(problems(schema, { ...valid, city: 'Chennai' }).city).toBe('Please select a city')
    expect(problems(schema, { ...valid, shootType: 'event' }).shootType).toBe('Please select a shoot type')
    expect(problems(schema, { ...valid, occasion: 'Party' }).occasion).toBe('Please select an occasion')
  })
})

describe('creator application', () => {
  it('requires all seven fields', () => {
    expect(Object.keys(problems(partnerSchema, {})).sort()).toEqual(
      ['contactNumber', 'email', 'fullName', 'instagramId', 'iphoneModel', 'location', 'recentWorks'].sort(),
    )
  })
})

describe('control characters', () => {
  it('keeps the line breaks of a message, details and recent works, and takes every control out of one-line fields', () => {
    const contact = contactSchema.parse({
      name: 'Kiran\u202E\u0000\r\nRao',
      email: 'k@example.in',
      message: 'Line one\r\nLine two\u0000\rLine three',
    })
    expect(contact).toEqual({ name: 'Kiran Rao', email: 'k@example.in', message: 'Line one\nLine two\nLine three' })
    const inquiry = packageInquirySchema.parse({
      name: 'Priya',
      email: 'priya@example.in',
      phone: '9000000001',
      packageType: 'Wedding',
      weddingDate: 'Early\u2066 Feb\n',
      eventDetails: 'Sangeet\r\nWedding\u200F',
    })
    expect(inquiry).toMatchObject({ wedding_date: 'Early Feb', event_details: 'Sangeet\nWedding' })
    const application = partnerSchema.parse({
      fullName: '\u202EMeera',
      iphoneModel: 'iPhone 15\u0000',
      location: 'Vizag',
      contactNumber: '9000000003',
      email: 'meera@example.in',
      instagramId: '@meera\r\n',
      recentWorks: 'https://example.in/1\r\nhttps://example.in/2',
    })
    expect(application).toMatchObject({
      full_name: 'Meera',
      iphone_model: 'iPhone 15',
      instagram_id: '@meera',
      recent_works: 'https://example.in/1\nhttps://example.in/2',
    })
  })
})

describe('newsletter and waitlist', () => {
  it('requires a valid address', () => {
    expect(problems(newsletterSchema, { email: 'x' }).email).toBe('Please enter a valid email address')
  })

  it('titles a failure with the server message and explains an existing subscription', () => {
    expect(newsletterFailureToast(undefined, newsletterMessages)).toEqual({
      title: 'Failed to subscribe',
      description: 'Please try again later or contact support if the problem persists.',
    })
    expect(newsletterFailureToast('This email is already subscribed to our newsletter', newsletterMessages)).toEqual({
      title: 'This email is already subscribed to our newsletter',
      description: 'You are already subscribed to our newsletter.',
    })
  })

  it('counts spots down from 100 and never below 0', () => {
    expect(spotsRemaining(0, 100)).toBe(100)
    expect(spotsRemaining(99, 100)).toBe(1)
    expect(spotsRemaining(100, 100)).toBe(0)
    expect(spotsRemaining(150, 100)).toBe(0)
    expect(positionSecured(7)).toBe('Position secured: #7')
  })
})
