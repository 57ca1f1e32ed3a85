import { describe, expect, it } from 'vitest'
import {
  asLines,
  asOneLine,
  dateProblem,
  email,
  formValues,
  optionalText,
  requiredText,
  startProblem,
  time,
  timeMessages,
} from './fields'

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

describe('control characters in names and free text', () => {
  const bidi = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069']
  const marks = ['\u200E', '\u200F', '\u061C']

  it('takes bidirectional controls and marks out of a name', () => {
    for (const control of [...bidi, ...marks]) expect(asOneLine(`Asha${control}Rao`)).toBe('AshaRao')
    expect(asOneLine('Invoice \u202Efdp.exe')).toBe('Invoice fdp.exe')
  })

  it('takes NUL and the other C0 and C1 controls out, and makes a line break or tab in a one-line field a space', () => {
    expect(asOneLine('Asha\u0000 Rao\u001B[31m\u007F\u0080\u009F')).toBe('Asha Rao[31m')
    expect(asOneLine('Asha\r\nRao\rKumar\nReddy\tB')).toBe('Asha Rao Kumar Reddy B')
    expect(asOneLine('Asha \r\n\r\n  Rao')).toBe('Asha Rao')
    expect(asOneLine('Asha\u0085Rao\vX')).toBe('Asha Rao X')
  })

  it('keeps a message’s line breaks, each as one LF, and loses only the other controls', () => {
    expect(asLines('Hello\r\nSecond line\rThird\nFourth')).toBe('Hello\nSecond line\nThird\nFourth')
    expect(asLines('Para one\r\n\r\nPara two')).toBe('Para one\n\nPara two')
    expect(asLines('A\u0000B\u202EC\u200FD\tE\u009BF')).toBe('ABCD EF')
  })

  it('leaves the joiners Indian scripts spell with, and ordinary text in any script, alone', () => {
    for (const word of ['क्\u200Dष', 'ന്\u200C', 'Priya Sharma', 'ప్రియ', 'محمد علی', '😀👍🏽'])
      expect(asOneLine(word)).toBe(word)
  })

  it('checks a required field’s length and emptiness on the text that is kept', () => {
    const name = requiredText('Please enter your name', 'Name', 5)
    expect(name.parse('\u202E Asha\u0000\r\n')).toBe('Asha')
    expect(name.safeParse('\u0000\u202E\r\n').error?.issues[0].message).toBe('Please enter your name')
    expect(name.safeParse(`Asha${'\u0000'.repeat(20)}`).success).toBe(true)
    const message = requiredText('Please enter a message', 'Message', 100, { multiline: true })
    expect(message.parse('\r\nHello\r\nthere\u0007\r\n')).toBe('Hello\nthere')
    expect(optionalText('Occasion', 20).parse('Graduation\u202E\n')).toBe('Graduation')
  })
})

describe('dates in Asia/Kolkata', () => {
  // 18:45 UTC on 31 December is already 00:15 on 1 January in India.
  const justAfterMidnightInIndia = new Date('2026-12-31T18:45:00Z')

  it('accepts today and refuses yesterday', () => {
    expect(dateProblem('2027-01-01', justAfterMidnightInIndia)).toBeNull()
    expect(dateProblem('2026-12-31', justAfterMidnightInIndia)).toBe('Date cannot be in the past')
  })

  it('accepts a date up to two years from today in India, and refuses the day after and 9999-12-31', () => {
    const farther = 'Please choose a date within the next two years'
    expect(dateProblem('2029-01-01', justAfterMidnightInIndia)).toBeNull()
    expect(dateProblem('2029-01-02', justAfterMidnightInIndia)).toBe(farther)
    expect(dateProblem('02/01/2029', justAfterMidnightInIndia)).toBe(farther)
    expect(dateProblem('9999-12-31', justAfterMidnightInIndia)).toBe(farther)
    // Two years after 29 February is 28 February.
    const leapDay = new Date('2028-02-29T06:00:00Z')
    expect(dateProblem('2030-02-28', leapDay)).toBeNull()
    expect(dateProblem('2030-03-01', leapDay)).toBe(farther)
  })

  it('refuses a start today at a time that has already passed in India, and takes a later one or another day', () => {
    // 10:30 in India.
    const midMorning = new Date('2027-01-01T05:00:00Z')
    expect(startProblem('2027-01-01', '00:00', midMorning)).toBe(timeMessages.passed)
    expect(startProblem('01/01/2027', '10:30', midMorning)).toBe(timeMessages.passed)
    expect(startProblem('2027-01-01', '10:31', midMorning)).toBeNull()
    expect(startProblem('2027-01-02', '00:00', midMorning)).toBeNull()
    // A date or time wrong in itself is left to its own field.
    expect(startProblem('2026-12-31', '09:00', midMorning)).toBeNull()
    expect(startProblem('2027-01-01', '25:00', midMorning)).toBeNull()
  })

  it('refuses a year that is not 4 digits, and asks for a date when there is none', () => {
    expect(dateProblem('20271-01-05', justAfterMidnightInIndia)).toBe('Please enter a valid year')
    expect(dateProblem('027-01-05', justAfterMidnightInIndia)).toBe('Please enter a valid year')
    expect(dateProblem('', justAfterMidnightInIndia)).toBe('Please select a date')
  })

  it('reads a date typed day first, and says what is wrong with one that is not a real day', () => {
    expect(dateProblem('1/1/2027', justAfterMidnightInIndia)).toBeNull()
    expect(dateProblem('31/12/2026', justAfterMidnightInIndia)).toBe('Date cannot be in the past')
    expect(dateProblem('5/1/27', justAfterMidnightInIndia)).toBe('Please enter a valid year')
    expect(dateProblem('//', justAfterMidnightInIndia)).toBe('Please select a date')
    const notADay = 'Please enter a real date: the day, the month and the year, such as 12 2 2027'
    expect(dateProblem('2027-02-30', justAfterMidnightInIndia)).toBe(notADay)
    expect(dateProblem('12//2027', justAfterMidnightInIndia)).toBe(notADay)
    expect(dateProblem('tomorrow', justAfterMidnightInIndia)).toBe(notADay)
  })
})

describe('a form’s values', () => {
  it('reads a date typed into its day, month and year boxes as one date, day first', () => {
    const form = new FormData()
    form.append('name', 'Asha')
    form.append('date.day', '12')
    form.append('date.month', ' 2 ')
    form.append('date.year', '2027')
    form.append('date2.day', '')
    form.append('date2.month', '')
    form.append('date2.year', '')
    expect(formValues(form)).toEqual({ name: 'Asha', date: '12/2/2027', date2: '' })
  })

  it('reads a whole date typed or pasted into the Day box, with Month and Year empty, as that date, day first', () => {
    for (const [typed, read] of [
      ['05/12/2026', '05/12/2026'],
      ['5-12-2026', '5/12/2026'],
      ['5 Dec 2026', '5/12/2026'],
    ]) {
      const form = new FormData()
      form.append('date.day', typed)
      form.append('date.month', '')
      form.append('date.year', '')
      expect(formValues(form), typed).toEqual({ date: read })
    }
  })

  it('keeps boxes as typed when Month or Year holds something: the date is then the three', () => {
    const form = new FormData()
    form.append('date.day', '05/12/2026')
    form.append('date.month', '1')
    form.append('date.year', '')
    expect(formValues(form)).toEqual({ date: '05/12/2026/1/' })
  })
})

describe('times as people write them', () => {
  const startTime = time('Please select a time')

  it("reads '6:30 pm', '18:30', '6.30 PM' and '1830' as half past six in the evening", () => {
    for (const typed of ['6:30 pm', '18:30', '6.30 PM', '1830']) expect(startTime.parse(typed), typed).toBe('18:30')
  })

  it('reads the other ways a time is written: am and pm with or without dots or minutes, hrs, seconds, IST', () => {
    const read = {
      '6 pm': '18:00',
      '6pm': '18:00',
      '6:30 p.m.': '18:30',
      '6:30\u202fPM': '18:30',
      '12 am': '00:00',
      '12:15 pm': '12:15',
      '9.05 am': '09:05',
      '630': '06:30',
      '0630': '06:30',
      '6:30': '06:30',
      '1830 hrs': '18:30',
      '18:30:00': '18:30',
      '6:30 pm IST': '18:30',
    }
    for (const [typed, clock] of Object.entries(read)) expect(startTime.parse(typed), typed).toBe(clock)
  })

  it('refuses a time it cannot read in words that name the form it wants, and an empty one with its own', () => {
    for (const typed of ['6', '25:00', '18:60', '13 pm', '0 am', 'evening', '6:3']) {
      expect(
        startTime.safeParse(typed).error?.issues.map((issue) => issue.message),
        typed,
      ).toEqual(['Please enter the time as hours and minutes, such as 18:30 or 6:30 pm (India time, IST)'])
    }
    expect(startTime.safeParse(' ').error?.issues[0].message).toBe('Please select a time')
  })

  it('checks a start today against the time as it was meant', () => {
    const now = new Date('2027-01-10T12:00:00Z') // 17:30 in India
    expect(startProblem('10/1/2027', '5:00 pm', now)).toBe(timeMessages.passed)
    expect(startProblem('10/1/2027', '6:30 pm', now)).toBeNull()
  })
})
