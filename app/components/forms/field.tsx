import { LoaderCircle } from '~/components/icons/loader-circle'
import { formChecks } from '~/content/form-checks'
import type { LeadActionData } from '~/leads/action.server'

export { HiddenFields } from './hidden-fields'

// The parts every lead form is built from: a visible label tied to its control, the error tied with
// aria-describedby, the hidden honeypot and idempotency key, and a submit button with a spinner.

/** How every control looks, but for its width. */
export const controlLook =
  'block min-h-11 rounded-xl border border-ink-line bg-ink px-4 py-2.5 text-paper placeholder:text-muted aria-invalid:border-red-400'

export const controlClass = `${controlLook} w-full`

type Common = { id: string; label: string; error?: string; hint?: string }

/**
 * What a form gives a field of our own making (the date's boxes, the location combobox): its id, the name it is
 * posted under, its label, what was posted before a refused post without JavaScript, its error, and whether it
 * takes the focus.
 */
export type OwnFieldProps = {
  id: string
  name: string
  label: string
  defaultValue?: string
  error?: string
  autoFocus?: boolean
}

function describedBy(id: string, error?: string, hint?: string) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return ids || undefined
}

function Label({ id, label }: { id: string; label: string }) {
  return (
    <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-paper">
      {label}
    </label>
  )
}

function Messages({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} aria-live="polite" className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </>
  )
}

type FrameProps = Common & { className?: string; children: React.ReactNode }

/** A control's label above it and its hint and error under it. */
function FieldFrame({ id, label, error, hint, className, children }: FrameProps) {
  return (
    <div className={className}>
      <Label id={id} label={label} />
      {children}
      <Messages id={id} error={error} hint={hint} />
    </div>
  )
}

/** What ties a control to its label and its messages, and marks it wrong. */
function wiring(id: string, error?: string, hint?: string) {
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, error, hint) }
}

export function TextField({ id, label, error, hint, className, ...input }: Common & React.ComponentProps<'input'>) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <input {...wiring(id, error, hint)} className={controlClass} {...input} />
    </FieldFrame>
  )
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  className,
  ...textarea
}: Common & React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <textarea {...wiring(id, error, hint)} rows={4} className={`${controlClass} resize-y`} {...textarea} />
    </FieldFrame>
  )
}

export function SelectField({
  id,
  label,
  error,
  hint,
  className,
  options,
  placeholder,
  ...select
}: Common & {
  options: readonly { value: string; label: string }[]
  placeholder: string
} & React.SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <select {...wiring(id, error, hint)} className={controlClass} {...select}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}

/**
 * Says, after a refused submission, how many fields need attention. The first of them takes focus, so a
 * screen reader reads its label and message; this polite status follows with the count, and does not repeat
 * the message. A fresh node per attempt makes a second refusal with the same count heard again.
 */
export function FieldsToCorrect({ refused }: { refused: { fields: number; attempt: number } }) {
  return (
    <p role="status" className="sr-only">
      {refused.fields ? <span key={refused.attempt}>{formChecks.fieldsToCorrect(refused.fields)}</span> : null}
    </p>
  )
}

export function SubmitButton({
  submitting,
  label,
  submittingLabel,
  className = 'button-primary',
}: {
  submitting: boolean
  label: string
  submittingLabel?: string
  className?: string
}) {
  return (
    <button type="submit" className={className} disabled={submitting} aria-disabled={submitting}>
      {submitting ? <LoaderCircle className="size-4 animate-spin" /> : null}
      {submitting && submittingLabel ? submittingLabel : label}
    </button>
  )
}

type FormEndProps = { refused: { fields: number; attempt: number }; submitting: boolean; label: string }

/** The end of a two-column lead form, across both columns: the count of fields to correct, then its button. */
export function WideFormEnd({ refused, submitting, label }: FormEndProps) {
  return (
    <div className="sm:col-span-2">
      <FieldsToCorrect refused={refused} />
      <SubmitButton submitting={submitting} label={label} className="button-primary w-full sm:w-auto" />
    </div>
  )
}

/** The outcome of a submission shown on the page itself: what a visitor without JavaScript sees. */
export function FormResult({
  tone,
  title,
  description,
}: {
  tone: 'success' | 'error'
  title: string
  description?: string
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-2xl border p-4 ${tone === 'success' ? 'border-emerald-400/50 bg-emerald-400/10' : 'border-red-400/50 bg-red-400/10'}`}
    >
      <p className="font-semibold">{title}</p>
      {description ? <p className="mt-1 text-sm text-paper/90">{description}</p> : null}
    </div>
  )
}

/**
 * What a visitor without JavaScript sees when a lead form failed on our side (a refusal for its fields shows
 * beside the fields instead; a success is the form's success panel).
 */
export function LeadFormFailure({
  answer,
  failure,
  className,
}: {
  answer: LeadActionData | undefined
  failure: { title: string; description?: string }
  className?: string
}) {
  if (!answer || answer.status < 300 || (answer.status === 400 && answer.body.fields)) return null
  return (
    <div className={className}>
      <FormResult tone="error" {...failure} />
    </div>
  )
}
