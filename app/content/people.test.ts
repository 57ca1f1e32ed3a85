import { describe, expect, it } from 'vitest'
import { businessFacts } from './shipped-facts'
import { teamFrom } from './team'
import { illustratedTestimonials } from './testimonial-portraits.server'
import { testimonialsFrom } from './testimonials'

describe('the team', () => {
  it('links no profile the business has not given', () => {
    expect(teamFrom(businessFacts.team).every((member) => Object.keys(member.social).length === 0)).toBe(true)
  })

  it('links exactly the profiles given, never one built from a name', () => {
    const [member] = teamFrom([
      {
        id: 'asha-rao',
        name: 'Asha Rao',
        designation: 'Co-founder',
        bio: 'Runs things.',
        links: { linkedin: 'https://www.linkedin.com/in/asha-r-1234/' },
        confirmed: true,
      },
    ])
    expect(member.social).toEqual({ linkedin: 'https://www.linkedin.com/in/asha-r-1234/' })
  })
})

describe('testimonials', () => {
  const consent = { given: '2026-11-02', how: 'By e-mail to hello@reelcraft.in' }
  const entry = { id: 'asha', name: 'Asha Rao', occasion: 'Wedding', quote: 'Lovely.', confirmed: false }

  it('claim no permission the entry does not record', () => {
    const shipped = testimonialsFrom(businessFacts.testimonials, illustratedTestimonials)
    expect(shipped.some((testimonial) => testimonial.permissionNote)).toBe(false)
    expect(testimonialsFrom([entry])[0]).not.toHaveProperty('permissionNote')
    expect(testimonialsFrom([{ ...entry, consent }])[0].permissionNote).toBe('Shared with permission')
  })

  it('show the confirmed ones only, once any is confirmed, and the examples, marked, while none is', () => {
    const example = { ...entry, id: 'meera', name: 'Meera' }
    const real = { ...entry, consent, confirmed: true }
    expect(testimonialsFrom([example, real]).map((shown) => shown.name)).toEqual(['Asha Rao'])
    expect(testimonialsFrom([example]).map((shown) => [shown.name, shown.exampleNote])).toEqual([
      ['Meera', 'Example testimonial, not from a real customer'],
    ])
  })

  it('show the initials of a customer whose testimonial has no illustrated portrait', () => {
    expect(testimonialsFrom([{ ...entry, consent, confirmed: true }])[0]).toMatchObject({ initials: 'AR' })
    expect(testimonialsFrom([{ ...entry, consent, confirmed: true }])[0]).not.toHaveProperty('image')
  })
  it('give the shipped examples their illustrated portraits, and no confirmed testimonial one, even under an example’s id', () => {
    const shipped = testimonialsFrom(businessFacts.testimonials, illustratedTestimonials)
    expect(shipped.every((testimonial) => testimonial.image === `/testimonials/${testimonial.id}.svg`)).toBe(true)
    const [first] = businessFacts.testimonials
    const real = { ...first, name: 'Asha Rao', consent, confirmed: true }
    const [shown] = testimonialsFrom([real], illustratedTestimonials)
    expect(shown).not.toHaveProperty('image')
    expect(shown.initials).toBe('AR')
  })
})
