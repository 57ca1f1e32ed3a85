import { useId } from 'react'

type Props = React.InputHTMLAttributes<HTMLInputElement> & {
  label: string
  name: string
  hint?: string
  error?: string
}

/** A labelled input with an optional hint and error, both tied to the input for screen readers. */
export function FormField({ label, name, hint, error, className, ...input }: Props) {
  const id = useId()
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className={`flex flex-col gap-1.5 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm font-medium text-paper">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-describedby={described || undefined}
        aria-invalid={error ? true : undefined}
        className="min-h-11 rounded-lg border border-ink-line bg-ink px-3 py-2 text-paper placeholder:text-muted/70"
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  )
}
