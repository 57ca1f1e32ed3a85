import { HiddenFields, LeadFormFailure, TextAreaField, TextField, WideFormEnd } from '~/components/forms/field'
import { SuccessPanel } from '~/components/forms/success-panel'
import { useLeadForm } from '~/components/forms/use-lead-form'
import { toast } from '~/components/ui/toast'
import { internationalPhoneMessages } from '~/forms/field-rules'
import { panelLines } from '../fields'
import { inquiryFields as fields, kind } from './entry'
import { type PackageType, inquiryForms, inquiryMessages } from './messages'

/** A package inquiry: idle, submitting (disabled, spinner), success (cleared) or error (toast, data kept). */
export function InquiryForm({ packageType }: { packageType: PackageType }) {
  const { idPrefix, extra, extraFirst, submitLabel, success, serverMessageOnFailure } = inquiryForms[packageType]
  const extraLabel = fields[extra.name].label
  const failureDescription = (error: string | undefined) =>
    serverMessageOnFailure && error ? error : inquiryMessages.failure.description
  const form = useLeadForm({
    kind,
    schema: () => import('./schema').then((module) => module.inquirySchemaFor(packageType)),
    onAnswer: (answer) => {
      if (answer.status < 300) {
        toast.success(success.title, { description: success.description })
      } else {
        toast.error(inquiryMessages.failure.title, { description: failureDescription(answer.body.error) })
      }
    },
  })
  if (form.accepted) {
    // The package's own field after the name, as the forms ask it; the package by its page's name.
    const lines = new Map(panelLines(fields).map((line) => [line.name, line]))
    const summary = ['packageType', 'name', extra.name, 'email', 'phone', 'eventDetails'].flatMap(
      (name) => lines.get(name) ?? [],
    )
    return <SuccessPanel kind={kind} accepted={form.accepted} {...success} summary={summary} />
  }
  const { field } = form
  // Drawn where it is placed, so the fields are read (and the first wrong one focused) in the page's order.
  const extraField = () => (
    <TextField
      id={`${idPrefix}-${extra.name}`}
      label={extraLabel}
      placeholder={extra.placeholder}
      autoComplete={extra.autoComplete}
      {...field(extra.name)}
    />
  )
  return (
    <form.fetcher.Form className="relative grid gap-4 sm:grid-cols-2" {...form.formProps}>
      <LeadFormFailure
        answer={form.noScriptAnswer}
        failure={{
          title: inquiryMessages.failure.title,
          description: failureDescription(form.noScriptAnswer?.body.error),
        }}
        className="sm:col-span-2"
      />
      <HiddenFields formId={idPrefix} idempotencyKey={form.idempotencyKey} />
      <input type="hidden" name="packageType" value={packageType} />
      <TextField id={`${idPrefix}-name`} label={fields.name.label} autoComplete="name" {...field('name')} />
      {extraFirst ? extraField() : null}
      <TextField
        id={`${idPrefix}-email`}
        label={fields.email.label}
        type="email"
        autoComplete="email"
        {...field('email')}
      />
      <TextField
        id={`${idPrefix}-phone`}
        label={fields.phone.label}
        type="tel"
        autoComplete="tel"
        hint={internationalPhoneMessages.hint}
        {...field('phone')}
      />
      {extraFirst ? null : extraField()}
      <TextAreaField
        id={`${idPrefix}-details`}
        label={fields.eventDetails.label}
        rows={5}
        className="sm:col-span-2"
        {...field('eventDetails')}
      />
      <WideFormEnd refused={form.refused} submitting={form.submitting} label={submitLabel} />
    </form.fetcher.Form>
  )
}
