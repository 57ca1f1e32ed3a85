import { describe, expect, it } from 'vitest'
import { team, teamFrom } from './team'
import { testimonials, testimonialsFrom } from './testimonials'

describe('the team', () => {
  it('links no profile the business has not given', () => {
    expect(team.every((member) => Object.keys(member.social).length === 0)).toBe(true)
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
  it('claim no permission the entry does not record', () => {
    expect(testimonials.some((testimonial) => testimonial.permissionNote)).toBe(false)
    const entry = { id: 'asha', name: 'Asha', occasion: 'Wedding', quote: 'Lovely.', confirmed: true }
    expect(testimonialsFrom([{ ...entry, permission: false }])[0]).not.toHaveProperty('permissionNote')
    expect(testimonialsFrom([{ ...entry, permission: true }])[0].permissionNote).toBe('Shared with permission')
  })
})
