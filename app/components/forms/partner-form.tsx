import { toast } from '~/components/ui/toast'
import { internationalPhoneMessages } from '~/forms/field-rules'
import { partnerMessages } from '~/forms/partner-messages'
import { HiddenFields, LeadFormResult, SubmitButton, TextAreaField, TextField } from './field'
import { useLeadForm } from './use-lead-form'

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
  const { field } = form
  return (
    <form.fetcher.Form className="relative grid gap-4 sm:grid-cols-2" {...form.formProps}>
      <LeadFormResult answer={form.noScriptAnswer} texts={partnerMessages} className="sm:col-span-2" />
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
      <div className="sm:col-span-2">
        <SubmitButton submitting={form.submitting} label={submitLabel} className="button-primary w-full sm:w-auto" />
      </div>
    </form.fetcher.Form>
  )
}
