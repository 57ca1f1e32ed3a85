import { Form } from 'react-router'
import { noteMaxLength } from '~/forms/console-rules'
import { ConsoleSection } from './console-section'
import { Status } from './status-message'

const consoleControl = 'rounded-lg border border-ink-line bg-ink px-3 py-2 text-paper'

type Props = {
  status: string
  /** The statuses the lead may move to from here. */
  next: readonly string[]
  /** Whether the customer follows the lead on their own page, where a note and their reel-maker's name are shown. */
  followed: boolean
  /** What the customer is told if the team cancels it now, in the one refund rule's words. */
  cancelling: string | null
  result: { message?: string; error?: string } | null
  busy: boolean
}

/** Where a lead stands and the moves its workflow allows from there, each one button. */
export function LeadWorkflow({ status, next, followed, cancelling, result, busy }: Props) {
  return (
    <ConsoleSection id="workflow" title="Workflow" className="rounded-xl border border-ink-line bg-ink-raised p-4">
      <div className="mt-3">
        <Status result={result} />
      </div>
      {next.length ? (
        <Form method="post" className="mt-3 flex flex-col gap-3">
          <input type="hidden" name="intent" value="status" />
          {followed ? (
            <>
              <label htmlFor="customer-note" className="text-sm font-medium">
                Note to the customer (optional): shown on their page and in the mail they are sent
              </label>
              <textarea
                id="customer-note"
                name="customerNote"
                maxLength={noteMaxLength}
                rows={2}
                className={consoleControl}
              />
              {next.includes('confirmed') ? (
                <>
                  <label htmlFor="reel-maker" className="text-sm font-medium">
                    Reel-maker&apos;s first name (optional, when confirming)
                  </label>
                  <input
                    id="reel-maker"
                    name="reelMaker"
                    maxLength={60}
                    autoComplete="off"
                    className={consoleControl}
                  />
                </>
              ) : null}
            </>
          ) : null}
          {cancelling ? (
            <p className="text-sm text-muted">If you mark it cancelled, the customer is told: {cancelling}</p>
          ) : null}
          <div className="grid gap-2 sm:flex sm:flex-wrap">
            {next.map((to) => (
              <button
                key={to}
                type="submit"
                name="status"
                value={to}
                className={to === 'cancelled' || to === 'rejected' ? 'button-secondary' : 'button-primary'}
                disabled={busy}
              >
                Mark {to}
              </button>
            ))}
          </div>
        </Form>
      ) : (
        <p className="mt-3 text-muted">This lead is {status}; its workflow is finished.</p>
      )}
    </ConsoleSection>
  )
}
