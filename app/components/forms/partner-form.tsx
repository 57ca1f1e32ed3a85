import { toast } from '~/components/ui/toast'
import { internationalPhoneMessages } from '~/forms/field-rules'
import { partnerMessages } from '~/forms/partner-messages'
import { HiddenFields, LeadFormFailure, TextAreaField, TextField, WideFormEnd } from './field'
import { SuccessPanel } from './success-panel'
import { useLeadForm } from './use-lead-form'

const summary = [
  { name: 'fullName', label: 'Full name' },
  { name: 'iphoneModel', label: 'Current iPhone model' },
  { name: 'location', label: 'Location' },
  { name: 'contactNumber', label: 'Contact number' },
  { name: 'email', label: 'Email' },
  { name: 'instagramId', label: 'Instagram ID' },
] as const

/** The creator application: seven required fields; one submission stores it and queues the team e-mail. */
export function PartnerForm({ submitLabel }: { submitLabel: string }) {
  const form = useLeadForm({
    kind: 'partner_applications',
    schema: () => import('~/forms/partner').then((module) => module.partnerSchema),
    onAnswer: (answer) => {
      if (answer.status < 300) {
        toast.success(partnerMessages.success.title)
      } else {
        toast.error(partnerMessages.failure.title)
      }
    },
  })
  if (form.accepted) {
    return <SuccessPanel kind="partner_applications" accepted={form.accepted} {...partnerMessages.success} summary={summary} />
  }
  const { field } = form
  return (
    <form.fetcher.Form className="relative grid gap-4 sm:grid-cols-2" {...form.formProps}>
      <LeadFormFailure answer={form.noScriptAnswer} failure={partnerMessages.failure} className="sm:col-span-2" />
      <HiddenFields formId="partner" idempotencyKey={form.idempotencyKey} />
      <TextField id="partner-full-name" label="Full name" autoComplete="name" {...field('fullName')} />
      <TextField id="partner-iphone" label="Current iPhone model" placeholder="iPhone 15 Pro Max" {...field('iphoneModel')} />
      <TextField id="partner-location" label="Location" autoComplete="address-level2" {...field('location')} />
      <TextField id="partner-phone" label="Contact number" type="tel" autoComplete="tel" hint={internationalPhoneMessages.hint} {...field('contactNumber')} />
      <TextField id="partner-email" label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextField id="partner-instagram" label="Instagram ID" placeholder="@yourhandle" {...field('instagramId')} />
      <TextAreaField
        id="partner-works"
        label="Recent works"
        hint="Links to reels or videos you have made, one per line."
        rows={5}
        className="sm:col-span-2"
        {...field('recentWorks')}
      />
      <WideFormEnd refused={form.refused} submitting={form.submitting} label={submitLabel} />
    </form.fetcher.Form>
  )
}
