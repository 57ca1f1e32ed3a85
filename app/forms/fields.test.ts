import { describe, expect, it } from 'vitest'
import { dateProblem, email, normalisePhone, phone, requiredText } from './fields'

describe('phone numbers', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['91 9876543210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['(987) 654-3210', '9876543210'],
  ])('stores %s as the 10 digits %s', (typed, stored) => {
    expect(phone.parse(typed)).toBe(stored)
    expect(normalisePhone(typed)).toBe(stored)
  })

  it.each(['987654321', '98765432101', '98765abcde', '', '+1 415 555 0100'])('refuses %s', (typed) => {
    const result = phone.safeParse(typed)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0].message).toBe('Please enter a valid 10-digit phone number')
  })
})

describe('e-mail addresses', () => {
  it('trims and lower-cases the address', () => {
    expect(email.parse('  Asha.Rao@Example.IN ')).toBe('asha.rao@example.in')
  })

  it('asks for an address when there is none and for a valid one when it is wrong', () => {
    expect(email.safeParse('').error?.issues[0].message).toBe('Please enter your email')
    expect(email.safeParse(undefined).error?.issues[0].message).toBe('Please enter your email')
    expect(email.safeParse('asha@').error?.issues[0].message).toBe('Please enter a valid email address')
  })
})

describe('text length bounds', () => {
  const name = requiredText('Please enter your name', 'Name', 100)

  it('accepts 100 characters and refuses 101 with a clear message', () => {
    expect(name.safeParse('a'.repeat(100)).success).toBe(true)
    expect(name.safeParse('a'.repeat(101)).error?.issues[0].message).toBe('Name must be 100 characters or fewer')
  })

  it('treats only spaces as empty', () => {
    expect(name.safeParse('   ').error?.issues[0].message).toBe('Please enter your name')
  })
})

describe('dates in Asia/Kolkata', () => {
  // 18:45 UTC on 31 December is already 00:15 on 1 January in India.
  const justAfterMidnightInIndia = new Date('2026-12-31T18:45:00Z')

  it('accepts today and refuses yesterday', () => {
    expect(dateProblem('2027-01-01', justAfterMidnightInIndia)).toBeNull()
    expect(dateProblem('2026-12-31', justAfterMidnightInIndia)).toBe('Date cannot be in the past')
  })

  it('refuses a year that is not 4 digits, and asks for a date when there is none', () => {
    expect(dateProblem('20271-01-05', justAfterMidnightInIndia)).toBe('Please enter a valid year')
    expect(dateProblem('027-01-05', justAfterMidnightInIndia)).toBe('Please enter a valid year')
    expect(dateProblem('', justAfterMidnightInIndia)).toBe('Please select a date')
    expect(dateProblem('2027-02-30', justAfterMidnightInIndia)).toBe('Please select a date')
  })
})
