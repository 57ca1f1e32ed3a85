import {
  FieldsToCorrect,
  HiddenFields,
  LeadFormFailure,
  SubmitButton,
  TextAreaField,
  TextField,
} from '~/components/forms/field'
import { SuccessPanel } from '~/components/forms/success-panel'
import { useLeadForm } from '~/components/forms/use-lead-form'
import { toast } from '~/components/ui/toast'
import { panelLines } from '../fields'
import { contactFields as fields, kind } from './entry'
import { contactMessages } from './messages'

const summary = panelLines(fields)

/** The contact form: name, email and message; 'Sending...' while it goes; cleared on success. */
export function ContactForm() {
  const form = useLeadForm({
    kind,
    schema: () => import('./schema').then((module) => module.contactSchema),
    onAnswer: (answer) => {
      if (answer.status < 300) {
        toast.success(contactMessages.success.title, { description: contactMessages.success.description })
      } else {
        toast.error(contactMessages.failure.title, { description: contactMessages.failure.description })
      }
    },
  })
  if (form.accepted) {
    return <SuccessPanel kind={kind} accepted={form.accepted} {...contactMessages.success} summary={summary} />
  }
  const { field } = form
  return (
    <form.fetcher.Form className="relative grid gap-4" {...form.formProps}>
      <LeadFormFailure answer={form.noScriptAnswer} failure={contactMessages.failure} />
      <HiddenFields formId="contact" idempotencyKey={form.idempotencyKey} />
      <TextField id="contact-name" label={fields.name.label} autoComplete="name" {...field('name')} />
      <TextField id="contact-email" label={fields.email.label} type="email" autoComplete="email" {...field('email')} />
      <TextAreaField id="contact-message" label={fields.message.label} rows={5} {...field('message')} />
      <FieldsToCorrect refused={form.refused} />
      <SubmitButton submitting={form.submitting} label="Send Message" submittingLabel="Sending..." />
    </form.fetcher.Form>
  )
}
