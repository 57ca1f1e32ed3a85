// Kept apart from the journey's words, which quote the facts file: every form's page loads this.

/** What a refused form says to a screen reader besides the first wrong field's own message. */
export const formChecks = {
  fieldsToCorrect: (count: number) => (count === 1 ? '1 field needs attention.' : `${count} fields need attention.`),
} as const
