import { toast } from '~/components/ui/toast'
import { contactMessages } from '~/forms/contact-messages'
import { FieldsToCorrect, HiddenFields, LeadFormFailure, SubmitButton, TextAreaField, TextField } from './field'
import { SuccessPanel } from './success-panel'
import { useLeadForm } from './use-lead-form'

const summary = [
  { name: 'name', label: 'Name' },
  { name: 'email', label: 'Email' },
  { name: 'message', label: 'Message' },
] as const

/** The contact form: name, email and message; 'Sending...' while it goes; cleared on success. */
export function ContactForm() {
  const form = useLeadForm({
    kind: 'contact_messages',
    schema: () => import('~/forms/contact').then((module) => module.contactSchema),
    onAnswer: (answer) => {
      if (answer.status < 300) {
        toast.success(contactMessages.success.title, { description: contactMessages.success.description })
      } else {
        toast.error(contactMessages.failure.title, { description: contactMessages.failure.description })
      }
    },
  })
  if (form.accepted) {
    return <SuccessPanel kind="contact_messages" accepted={form.accepted} {...contactMessages.success} summary={summary} />
  }
  const { field } = form
  return (
    <form.fetcher.Form className="relative grid gap-4" {...form.formProps}>
      <LeadFormFailure answer={form.noScriptAnswer} failure={contactMessages.failure} />
      <HiddenFields formId="contact" idempotencyKey={form.idempotencyKey} />
      <TextField id="contact-name" label="Name" autoComplete="name" {...field('name')} />
      <TextField id="contact-email" label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextAreaField id="contact-message" label="Message" rows={5} {...field('message')} />
      <FieldsToCorrect refused={form.refused} />
      <SubmitButton submitting={form.submitting} label="Send Message" submittingLabel="Sending..." />
    </form.fetcher.Form>
  )
}
