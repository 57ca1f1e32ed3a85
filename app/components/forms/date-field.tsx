import { useEffect, useRef, useState } from 'react'
import { dateInWords, partsOfDate } from '~/india/date-in-words'
import { dateParts } from '~/forms/field-rules'
import { formChecks } from '~/content/form-checks'
import { type OwnFieldProps, controlLook } from './field'

/**
 * The date's `name` names its boxes, `<name>.day`, `<name>.month` and `<name>.year`, read as one date; its
 * `defaultValue` is what was typed before a refused post without JavaScript, day first ('12/2/2027').
 */
type Props = OwnFieldProps & {
  required?: boolean
  /**
   * Told of the date as typed, day first ('12/2/2027'), at each keystroke, and with `left` when focus leaves
   * the three boxes: for checks that run while typing.
   */
  onTyped?: (value: string, left: boolean) => void
}

const partLabels = { day: 'Day', month: 'Month', year: 'Year' } as const
const partWidths = { day: 'w-16', month: 'w-16', year: 'w-24' } as const

/** The boxes of a date typed day first, from the one value they are read as. */
function partsOf(value = '') {
  const [day = '', month = '', year = ''] = value.trim() === '' ? [] : value.split('/')
  return { day, month, year }
}

/**
 * A date as Day, Month and Year boxes (the GOV.UK date input): nobody can read it two ways, whatever the
 * browser's language, and it works the same without JavaScript. The chosen day is said in words under it
 * before the form is sent. A whole date typed or pasted into the Day box fills the three (without JavaScript,
 * the server reads it so: formValues).
 */
export function DateField({ id, name, label, defaultValue, error, autoFocus, required, onTyped }: Props) {
  const group = useRef<HTMLFieldSetElement>(null)
  const [typed, setTyped] = useState(defaultValue ?? '')

  function read() {
    const boxes = group.current?.querySelectorAll('input') ?? []
    const [day, month, year] = Array.from(boxes, (box) => box.value.trim())
    return day || month || year ? `${day}/${month}/${year}` : ''
  }

  // A whole date typed or pasted into one box ('05/12/2026', '5 Dec 2026') was meant for all three: it is spread
  // over Day, Month and Year, day first. While it is being typed, only once its year has four digits, so that a
  // date still growing stays where it is typed.
  function spreadWholeDate(box: EventTarget, input: Event) {
    if (!(box instanceof HTMLInputElement)) return
    const parts = partsOfDate(box.value)
    const pasted = input instanceof InputEvent && ['insertFromPaste', 'insertFromDrop'].includes(input.inputType)
    if (!parts || (!pasted && parts.year.length !== 4)) return
    const boxes = Array.from(group.current?.querySelectorAll('input') ?? [])
    dateParts.forEach((part, index) => {
      const target = boxes.at(index)
      if (target) target.value = parts[part]
    })
  }

  // What was typed before the page's script started.
  useEffect(() => setTyped(read()), [])

  const words = dateInWords(typed)
  const inWords = words !== typed ? words : ''
  const initial = partsOf(defaultValue)
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <fieldset
      ref={group}
      onInput={(event) => {
        spreadWholeDate(event.target, event.nativeEvent)
        const value = read()
        setTyped(value)
        onTyped?.(value, false)
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onTyped?.(read(), true)
      }}
    >
      <legend className="mb-1.5 block text-sm font-medium text-paper">{label}</legend>
      <div className="flex gap-3">
        {dateParts.map((part, index) => (
          <div key={part}>
            <label htmlFor={`${id}-${part}`} className="mb-1 block text-xs text-muted">
              {partLabels[part]}
            </label>
            <input
              id={`${id}-${part}`}
              name={`${name}.${part}`}
              inputMode="numeric"
              autoComplete="off"
              defaultValue={initial[part]}
              required={required}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              autoFocus={index === 0 ? autoFocus : undefined}
              className={`${controlLook} ${partWidths[part]}`}
            />
          </div>
        ))}
      </div>
      <p id={`${id}-hint`} aria-live="polite" className="mt-1.5 text-sm text-muted">
        {inWords || formChecks.dateExample}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
