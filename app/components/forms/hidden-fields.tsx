import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD } from '~/forms/constants'

/** Fields a person never sees: the honeypot a bot fills in, and the key that makes a retry harmless. */
export function HiddenFields({ formId, idempotencyKey }: { formId: string; idempotencyKey: string }) {
  return (
    <>
      <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${formId}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input
          id={`${formId}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
    </>
  )
}
