import { useId } from 'react'
import { businessWords } from '~/content/business-console'
import type { FormNode } from '~/server/console/business.server'
import { formatTime } from './format'

// The fields of one business fact, as the server drew them from the facts' schema: plain form fields, so the form
// works without scripts. A list's entries are added and removed by buttons that post the form as it stands and
// get it back with the entry added or gone, unsaved.

const control =
  'min-h-11 w-full rounded-lg border border-ink-line bg-ink px-3 py-2 text-paper aria-invalid:border-red-400'

function Problem({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="text-sm text-red-300">
      {error}
    </p>
  ) : null
}

function Field({ node }: { node: Exclude<FormNode, { kind: 'group' } | { kind: 'list' }> }) {
  const id = useId()
  const errorId = `${id}-error`
  const invalid = node.error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}
  if (node.kind === 'fixed') {
    return <p className="text-sm text-muted">{node.label}</p>
  }
  if (node.kind === 'switch') {
    return (
      <div className="flex flex-col gap-1">
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            name={node.path}
            defaultChecked={node.value}
            className="size-5 accent-accent"
            {...invalid}
          />
          {node.label}
        </label>
        <Problem id={errorId} error={node.error} />
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-paper">
        {node.label}
      </label>
      {node.kind === 'choice' ? (
        <select id={id} name={node.path} defaultValue={node.value} className={control} {...invalid}>
          {node.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : node.kind === 'text' && node.long ? (
        <textarea
          id={id}
          name={node.path}
          defaultValue={node.value}
          rows={3}
          required={!node.optional}
          className={control}
          {...invalid}
        />
      ) : (
        <input
          id={id}
          name={node.path}
          defaultValue={node.value}
          inputMode={node.kind === 'number' ? 'decimal' : undefined}
          required={node.kind === 'text' ? !node.optional : true}
          className={control}
          {...invalid}
        />
      )}
      <Problem id={errorId} error={node.error} />
      <RemoveButton node={node} />
    </div>
  )
}

/** The button that takes an entry out of its list, posting the form as it stands. */
function RemoveButton({ node }: { node: FormNode }) {
  return node.item ? (
    <button type="submit" name="intent" value={`remove:${node.path}`} className="button-secondary self-start">
      {businessWords.remove(node.item)}
    </button>
  ) : null
}

function Confirmation({ group }: { group: Extract<FormNode, { kind: 'group' }> }) {
  const id = useId()
  if (!group.confirmation) return null
  const { path, confirmed, by } = group.confirmation
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-ink-line bg-ink p-3">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium">
        <input
          type="checkbox"
          name={path}
          defaultChecked={confirmed}
          aria-describedby={`${id}-state`}
          className="size-5 accent-accent"
        />
        {businessWords.confirmed}
      </label>
      <p id={`${id}-state`} className="text-sm text-muted">
        {confirmed && by
          ? businessWords.confirmedBy(by.by, formatTime(by.at, { zone: true }))
          : confirmed
            ? null
            : businessWords.example}
      </p>
    </div>
  )
}

export function FactFields({ node, top = false }: { node: FormNode; top?: boolean }) {
  if (node.kind === 'list') {
    return (
      <fieldset className="flex flex-col gap-4">
        {top ? null : <legend className="mb-2 font-semibold">{node.label}</legend>}
        <input type="hidden" name={`${node.path}.count`} value={node.items.length} />
        {node.items.map((item) => (
          <FactFields key={item.path} node={item} />
        ))}
        <button type="submit" name="intent" value={`add:${node.path}`} className="button-secondary self-start">
          {businessWords.add(node.item)}
        </button>
      </fieldset>
    )
  }
  if (node.kind === 'group') {
    const fields = (
      <>
        {node.variant === undefined ? null : <input type="hidden" name={`${node.path}.variant`} value={node.variant} />}
        {top ? null : <Problem id={`${node.path}-error`} error={node.error} />}
        {node.fields.map((field) => (
          <FactFields key={field.path} node={field} />
        ))}
        <Confirmation group={node} />
        <RemoveButton node={node} />
      </>
    )
    if (top) return <div className="flex flex-col gap-4">{fields}</div>
    return (
      <fieldset
        className="flex flex-col gap-4 rounded-xl border border-ink-line p-4"
        aria-describedby={node.error ? `${node.path}-error` : undefined}
      >
        <legend className="px-1 font-semibold">{node.label}</legend>
        {fields}
      </fieldset>
    )
  }
  return <Field node={node} />
}
