import { toast } from '~/components/ui/toast'
import { FormResult, HiddenFields, SubmitButton, TextField } from '~/components/forms/field'
import { useLeadForm } from '~/components/forms/use-lead-form'
import { kind, waitlistFields as fields } from './entry'
import { waitlistMessages } from './messages'

/**
 * The waitlist sign-up: an e-mail and Join Waitlist. Every join is answered alike; the place is shown on the page
 * the link in our mail opens, once the address's owner confirms it.
 */
export function WaitlistForm({ idPrefix = 'waitlist' }: { idPrefix?: string }) {
  const form = useLeadForm({
    kind,
    schema: () => import('./schema').then((module) => module.waitlistSchema),
    onAnswer: (answer) => {
      if (answer.status < 300) {
        toast.success(waitlistMessages.success.title, { description: waitlistMessages.success.description })
      } else {
        toast.error(waitlistMessages.failure.title, {
          description: answer.body.fields?.email ?? answer.body.error ?? waitlistMessages.failure.description,
        })
      }
    },
  })
  const result = form.noScriptAnswer
  return (
    <form.fetcher.Form className="relative grid max-w-xl gap-3" {...form.formProps}>
      {/* The answer stays above the form after its toast has gone, until the visitor moves on. */}
      {form.accepted ? <FormResult tone="success" {...waitlistMessages.success} /> : null}
      {result && result.status >= 300 && result.status !== 400 ? (
        <FormResult tone="error" title={waitlistMessages.failure.title} description={result.body.error} />
      ) : null}
      <HiddenFields formId={idPrefix} idempotencyKey={form.idempotencyKey} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          id={`${idPrefix}-email`}
          label={fields.email.label}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          className="flex-1"
          {...form.field('email')}
        />
        <SubmitButton submitting={form.submitting} label="Join Waitlist" className="button-primary sm:mt-7" />
      </div>
    </form.fetcher.Form>
  )
}
