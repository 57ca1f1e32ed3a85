// The form's texts and choices, without its schema, so the page can show the form without shipping zod.

export const contactMessages = {
  name: 'Please enter your name',
  message: 'Please enter a message',
  success: { title: 'Message sent successfully!', description: "We'll get back to you as soon as possible." },
  failure: { title: 'Failed to send message', description: 'Please try again later.' },
} as const
