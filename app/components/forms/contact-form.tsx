import { useRef } from 'react'
import { toast } from '~/components/ui/toast'
import { contactMessages } from '~/forms/contact-messages'
import { FormResult, HiddenFields, SubmitButton, TextAreaField, TextField } from './field'
import { useLeadForm } from './use-lead-form'

/** The contact form: name, email and message; 'Sending...' while it goes; cleared on success. */
export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null)
  const form = useLeadForm({
    kind: 'contact_messages',
    schema: () => import('~/forms/contact').then((module) => module.contactSchema),
    onAnswer: (answer) => {
      if (answer.status < 300) {
        formRef.current?.reset()
        toast.success(contactMessages.success.title, { description: contactMessages.success.description })
      } else {
        toast.error(contactMessages.failure.title, { description: contactMessages.failure.description })
      }
    },
  })
  const result = form.noScriptAnswer
  return (
    <form.fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      className="relative grid gap-4"
      onSubmit={form.checkBeforeSending}
      {...form.loadChecksOnUse}
    >
      {result && result.status < 300 ? <FormResult tone="success" {...contactMessages.success} /> : null}
      {result && result.status >= 300 ? <FormResult tone="error" {...contactMessages.failure} /> : null}
      <HiddenFields formId="contact" idempotencyKey={form.idempotencyKey} />
      <TextField
        id="contact-name"
        name="name"
        label="Name"
        autoComplete="name"
        required
        defaultValue={form.values.name}
        error={form.errors.name}
      />
      <TextField
        id="contact-email"
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        defaultValue={form.values.email}
        error={form.errors.email}
      />
      <TextAreaField
        id="contact-message"
        name="message"
        label="Message"
        rows={5}
        required
        defaultValue={form.values.message}
        error={form.errors.message}
      />
      <SubmitButton submitting={form.submitting} label="Send Message" submittingLabel="Sending..." />
    </form.fetcher.Form>
  )
}
