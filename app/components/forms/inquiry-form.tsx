import { toast } from '~/components/ui/toast'
import { internationalPhoneMessages } from '~/forms/field-rules'
import {
  type PackageType,
  inquiryDetailsLabel,
  inquiryForms,
  inquiryMessages,
} from '~/forms/package-inquiry-messages'
import { HiddenFields, LeadFormFailure, TextAreaField, TextField, WideFormEnd } from './field'
import { SuccessPanel } from './success-panel'
import { useLeadForm } from './use-lead-form'

/** A package inquiry: idle, submitting (disabled, spinner), success (cleared) or error (toast, data kept). */
export function InquiryForm({ packageType }: { packageType: PackageType }) {
  const { idPrefix, extra, extraFirst, submitLabel, success, serverMessageOnFailure } = inquiryForms[packageType]
  const detailsLabel = inquiryDetailsLabel
  const failureDescription = (error: string | undefined) =>
    serverMessageOnFailure && error ? error : inquiryMessages.failure.description
  const form = useLeadForm({
    kind: 'package_inquiries',
    schema: () => import('~/forms/package-inquiry').then((module) => module.inquirySchemaFor(packageType)),
    onAnswer: (answer) => {
      if (answer.status < 300) {
        toast.success(success.title, { description: success.description })
      } else {
        toast.error(inquiryMessages.failure.title, { description: failureDescription(answer.body.error) })
      }
    },
  })
  if (form.accepted) {
    const summary = [
      { name: 'packageType', label: 'Package' },
      { name: 'name', label: 'Name' },
      { name: extra.name, label: extra.label },
      { name: 'email', label: 'Email' },
      { name: 'phone', label: 'Phone' },
      { name: 'eventDetails', label: detailsLabel },
    ]
    return <SuccessPanel kind="package_inquiries" accepted={form.accepted} {...success} summary={summary} />
  }
  const { field } = form
  // Drawn where it is placed, so the fields are read (and the first wrong one focused) in the page's order.
  const extraField = () => (
    <TextField
      id={`${idPrefix}-${extra.name}`}
      label={extra.label}
      placeholder={extra.placeholder}
      autoComplete={extra.autoComplete}
      {...field(extra.name)}
    />
  )
  return (
    <form.fetcher.Form className="relative grid gap-4 sm:grid-cols-2" {...form.formProps}>
      <LeadFormFailure
        answer={form.noScriptAnswer}
        failure={{ title: inquiryMessages.failure.title, description: failureDescription(form.noScriptAnswer?.body.error) }}
        className="sm:col-span-2"
      />
      <HiddenFields formId={idPrefix} idempotencyKey={form.idempotencyKey} />
      <input type="hidden" name="packageType" value={packageType} />
      <TextField id={`${idPrefix}-name`} label="Name" autoComplete="name" {...field('name')} />
      {extraFirst ? extraField() : null}
      <TextField id={`${idPrefix}-email`} label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextField id={`${idPrefix}-phone`} label="Phone" type="tel" autoComplete="tel" hint={internationalPhoneMessages.hint} {...field('phone')} />
      {extraFirst ? null : extraField()}
      <TextAreaField
        id={`${idPrefix}-details`}
        label={detailsLabel}
        rows={5}
        className="sm:col-span-2"
        {...field('eventDetails')}
      />
      <WideFormEnd refused={form.refused} submitting={form.submitting} label={submitLabel} />
    </form.fetcher.Form>
  )
}
