import { Form, Link } from 'react-router'
import { consoleWords } from '~/content/console'
import type { LeadFilters } from '~/leads/console/leads.server'

type Choice = { value: string; label: string }

type Props = {
  kind: string
  filters: LeadFilters
  /** Which filters this kind of lead has, and their choices. */
  options: {
    events: boolean
    movable: boolean
    statuses: Choice[] | null
    cityChoices: Choice[] | null
    cityText: boolean
    packageTypes: Choice[] | null
  }
  /** The list's query string, so that the form starts again from it when it changes. */
  search: string
}

const inputClass = 'min-h-11 rounded-lg border border-ink-line bg-ink px-3 py-2 text-paper'

/** The form above a list of leads: a search, and the filters this kind of lead has. */
export function LeadFilterForm({ kind, filters, options, search }: Props) {
  // The filters beyond a search stay folded on a phone until one of them is on; those the dashboard links with
  // are said above the list instead.
  const moreOn = Boolean(filters.status || filters.city || filters.packageType || filters.from || filters.to)
  return (
    <Form
      method="get"
      className="mt-6 flex flex-col gap-3 rounded-xl border border-ink-line bg-ink-raised p-4 md:flex-row md:flex-wrap md:items-end"
      key={search}
    >
      <Field label="Search">
        <input type="search" name="q" defaultValue={filters.q} className={inputClass} />
      </Field>
      <details open={moreOn} className="fold-on-phone">
        <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium">
          {consoleWords.moreFilters}
        </summary>
        <div className="mt-1 grid gap-3 min-[400px]:grid-cols-2 md:mt-0 md:flex md:flex-wrap md:items-end">
          {options.statuses ? (
            <ChoiceFilter label="Status" name="status" value={filters.status} choices={options.statuses} />
          ) : null}
          {options.cityText ? (
            <Field label="City">
              <input type="text" name="city" defaultValue={filters.city} className={inputClass} />
            </Field>
          ) : options.cityChoices ? (
            <ChoiceFilter label="City" name="city" value={filters.city} choices={options.cityChoices} />
          ) : null}
          {options.packageTypes ? (
            <ChoiceFilter
              label="Package type"
              name="package"
              value={filters.packageType}
              choices={options.packageTypes}
            />
          ) : null}
          {options.events ? (
            <Field label={consoleWords.eventOn}>
              <input type="date" name="event" defaultValue={filters.event} className={inputClass} />
            </Field>
          ) : null}
          <Field label="Received from">
            <input type="date" name="from" defaultValue={filters.from} className={inputClass} />
          </Field>
          <Field label="Received to">
            <input type="date" name="to" defaultValue={filters.to} className={inputClass} />
          </Field>
          {options.movable ? (
            <Check name="move" value="open" checked={filters.move === 'open'} label={consoleWords.openMove} />
          ) : null}
          <Check name="mail" value="failed" checked={filters.mail === 'failed'} label={consoleWords.mailFailed} />
        </div>
      </details>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="button-primary">
          Filter
        </button>
        <Link to={`/console/leads/${kind}`} className="button-secondary">
          Clear
        </Link>
      </div>
    </Form>
  )
}

function Field({ label, children }: { label: string; children: React.ReactElement }) {
  return (
    <label className="flex flex-col gap-1.5 text-sm font-medium">
      {label}
      {children}
    </label>
  )
}

/** A filter that is on or off. */
function Check(props: { name: string; value: string; checked: boolean; label: string }) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm font-medium md:self-end">
      <input type="checkbox" name={props.name} value={props.value} defaultChecked={props.checked} className="size-5" />
      {props.label}
    </label>
  )
}

/** A filter that takes one of a list of choices, or any. */
function ChoiceFilter(props: { label: string; name: string; value: string; choices: Choice[] }) {
  return (
    <Field label={props.label}>
      <select name={props.name} defaultValue={props.value} className={inputClass}>
        <option value="">Any</option>
        {props.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </Field>
  )
}
