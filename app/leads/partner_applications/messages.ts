// The form's texts and choices, without its schema, so the page can show the form without shipping zod.

export const partnerMessages = {
  fullName: 'Please enter your full name',
  iphoneModel: 'Please enter your current iPhone model',
  location: 'Please enter your location',
  instagramId: 'Please enter your Instagram ID',
  recentWorks: 'Please share links to your recent works',
  success: { title: "Application submitted successfully! We'll review it and get back to you soon." },
  failure: { title: 'Failed to submit application. Please try again.' },
} as const
