import { useRef } from 'react'
import { toast } from '~/components/ui/toast'
import { type PackageType, inquiryMessages } from '~/forms/package-inquiry-messages'
import { FormResult, HiddenFields, SubmitButton, TextAreaField, TextField } from './field'
import { useLeadForm } from './use-lead-form'

type ExtraField = { name: 'company' | 'weddingDate' | 'eventType'; label: string; placeholder?: string; autoComplete?: string }

type Props = {
  packageType: PackageType
  idPrefix: string
  extra: ExtraField
  /** Where the extra field goes: right after the name (company) or after the phone. */
  extraFirst?: boolean
  detailsLabel: string
  submitLabel: string
  success: { title: string; description: string }
  /** The wedding form shows the server's message when there is one; the others always the generic one. */
  serverMessageOnFailure?: boolean
}

/** A package inquiry: idle, submitting (disabled, spinner), success (cleared) or error (toast, data kept). */
export function InquiryForm({
  packageType,
  idPrefix,
  extra,
  extraFirst,
  detailsLabel,
  submitLabel,
  success,
  serverMessageOnFailure,
}: Props) {
  const formRef = useRef<HTMLFormElement>(null)
  const form = useLeadForm({
    kind: 'package_inquiries',
    schema: () => import('~/forms/package-inquiry').then((module) => module.inquirySchemaFor(packageType)),
    onAnswer: (answer) => {
      if (answer.status < 300) {
        formRef.current?.reset()
        toast.success(success.title, { description: success.description })
      } else {
        const description =
          serverMessageOnFailure && answer.body.error ? answer.body.error : inquiryMessages.failure.description
        toast.error(inquiryMessages.failure.title, { description })
      }
    },
  })
  const result = form.noScriptAnswer
  const field = (name: string) => ({ name, required: true, defaultValue: form.values[name], error: form.errors[name] })
  const extraField = (
    <TextField
      id={`${idPrefix}-${extra.name}`}
      label={extra.label}
      placeholder={extra.placeholder}
      autoComplete={extra.autoComplete}
      {...field(extra.name)}
    />
  )
  return (
    <form.fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      className="relative grid gap-4 sm:grid-cols-2"
      onSubmit={form.checkBeforeSending}
      {...form.loadChecksOnUse}
    >
      {result ? (
        <div className="sm:col-span-2">
          {result.status < 300 ? (
            <FormResult tone="success" {...success} />
          ) : (
            <FormResult
              tone="error"
              title={inquiryMessages.failure.title}
              description={
                serverMessageOnFailure && result.body.error ? result.body.error : inquiryMessages.failure.description
              }
            />
          )}
        </div>
      ) : null}
      <HiddenFields formId={idPrefix} idempotencyKey={form.idempotencyKey} />
      <input type="hidden" name="packageType" value={packageType} />
      <TextField id={`${idPrefix}-name`} label="Name" autoComplete="name" {...field('name')} />
      {extraFirst ? extraField : null}
      <TextField id={`${idPrefix}-email`} label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextField id={`${idPrefix}-phone`} label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
      {extraFirst ? null : extraField}
      <TextAreaField
        id={`${idPrefix}-details`}
        label={detailsLabel}
        rows={5}
        className="sm:col-span-2"
        {...field('eventDetails')}
      />
      <div className="sm:col-span-2">
        <SubmitButton submitting={form.submitting} label={submitLabel} className="button-primary w-full sm:w-auto" />
      </div>
    </form.fetcher.Form>
  )
}
