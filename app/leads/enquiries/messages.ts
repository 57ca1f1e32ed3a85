// The form's texts and choices, without its schema, so the page can show the form without shipping zod.

export const shootTypes = [
  { value: 'brand', label: 'Brand' },
  { value: 'personal', label: 'Personal' },
] as const
export const occasions = ['Birthday', 'Wedding', 'Brand Shoot', 'Personal Shoot'] as const
/** The occasion that asks what the personal shoot is for. */
export const personalShoot = 'Personal Shoot' satisfies (typeof occasions)[number]

export function cityLabel(city: string) {
  return `${city}, India`
}

export const enquiryMessages = {
  name: 'Please enter your name',
  shootType: 'Please select a shoot type',
  city: 'Please select a city',
  location: 'Please enter the location',
  occasion: 'Please select an occasion',
  personalShootOccasion: 'Please describe the occasion for your personal shoot',
  time: 'Please select a time',
  timeHint: 'India time (IST)',
  hours: 'Please enter the number of hours (a whole number, at least 1)',
  reels: 'Please enter the number of reels (a whole number, at least 1)',
  success: { title: 'Enquiry submitted successfully!' },
  failure: { title: 'An error occurred while submitting the enquiry' },
} as const
