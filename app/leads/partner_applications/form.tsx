import { HiddenFields, LeadFormFailure, TextAreaField, TextField, WideFormEnd } from '~/components/forms/field'
import { SuccessPanel } from '~/components/forms/success-panel'
import { useLeadForm } from '~/components/forms/use-lead-form'
import { toast } from '~/components/ui/toast'
import { internationalPhoneMessages } from '~/forms/field-rules'
import { panelLines } from '../fields'
import { partnerFields as fields, kind } from './entry'
import { partnerMessages } from './messages'

const summary = panelLines(fields)

/** The creator application: seven required fields; one submission stores it and queues the team e-mail. */
export function PartnerForm({ submitLabel }: { submitLabel: string }) {
  const form = useLeadForm({
    kind,
    schema: () => import('./schema').then((module) => module.partnerSchema),
    onAnswer: (answer) => {
      if (answer.status < 300) {
        toast.success(partnerMessages.success.title)
      } else {
        toast.error(partnerMessages.failure.title)
      }
    },
  })
  if (form.accepted) {
    return <SuccessPanel kind={kind} accepted={form.accepted} {...partnerMessages.success} summary={summary} />
  }
  const { field } = form
  return (
    <form.fetcher.Form className="relative grid gap-4 sm:grid-cols-2" {...form.formProps}>
      <LeadFormFailure answer={form.noScriptAnswer} failure={partnerMessages.failure} className="sm:col-span-2" />
      <HiddenFields formId="partner" idempotencyKey={form.idempotencyKey} />
      <TextField id="partner-full-name" label={fields.fullName.label} autoComplete="name" {...field('fullName')} />
      <TextField
        id="partner-iphone"
        label={fields.iphoneModel.asked}
        placeholder="iPhone 15 Pro Max"
        {...field('iphoneModel')}
      />
      <TextField
        id="partner-location"
        label={fields.location.label}
        autoComplete="address-level2"
        {...field('location')}
      />
      <TextField
        id="partner-phone"
        label={fields.contactNumber.label}
        type="tel"
        autoComplete="tel"
        hint={internationalPhoneMessages.hint}
        {...field('contactNumber')}
      />
      <TextField id="partner-email" label={fields.email.label} type="email" autoComplete="email" {...field('email')} />
      <TextField
        id="partner-instagram"
        label={fields.instagramId.label}
        placeholder="@yourhandle"
        {...field('instagramId')}
      />
      <TextAreaField
        id="partner-works"
        label={fields.recentWorks.label}
        hint="Links to reels or videos you have made, one per line."
        rows={5}
        className="sm:col-span-2"
        {...field('recentWorks')}
      />
      <WideFormEnd refused={form.refused} submitting={form.submitting} label={submitLabel} />
    </form.fetcher.Form>
  )
}
