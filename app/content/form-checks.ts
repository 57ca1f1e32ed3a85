// Kept apart from the journey's words, which quote the facts file: every form's page loads this.

/** What a refused form says to a screen reader besides the first wrong field's own message. */
export const formChecks = {
  fieldsToCorrect: (count: number) => (count === 1 ? '1 field needs attention.' : `${count} fields need attention.`),
  /** Under a date's Day, Month and Year boxes until they make a day, which then shows in words instead. */
  dateExample: 'Day, month and year, for example 12 2 2027',
} as const
