import { useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { dateInWords, dayFirstToIso } from '~/date-in-words'
import { TextField } from './field'

type Picker = 'date' | 'time'

// How each value is typed out: a day first, as people in India write it (the form's checks and the server
// read it as the picker's own YYYY-MM-DD, which is also accepted); a time on the 24-hour clock.
const typedOut: Record<Picker, { placeholder: string; pattern: RegExp }> = {
  date: { placeholder: 'DD/MM/YYYY', pattern: /^(\d{4}-\d{2}-\d{2}|\d{1,2}[/.-]\d{1,2}[/.-]\d{4})$/ },
  time: { placeholder: 'HH:MM', pattern: /^\d{2}:\d{2}(:\d{2})?$/ },
}

/**
 * A date or time field that becomes the browser's picker once the visitor nears it or starts on its form.
 * Chromium builds a date or time input's parts in the visitor's locale while it first styles the page, which
 * made these two fields the largest piece of work in loading /enquiry (docs/decisions/0011). Until then, and
 * without JavaScript, the field takes the same value typed out.
 */
export function PickerField({ picker, onChange, ...field }: { picker: Picker } & React.ComponentProps<typeof TextField>) {
  const input = useRef<HTMLInputElement>(null)
  const [built, setBuilt] = useState(false)
  // Next to a date, the chosen day in words ('Tue, 2 Feb 2027'), so nobody wonders which is the month.
  const [words, setWords] = useState(() => wordsFor(picker, String(field.defaultValue ?? '')))
  function change(event: React.ChangeEvent<HTMLInputElement>) {
    onChange?.(event)
    setWords(wordsFor(picker, event.currentTarget.value))
  }

  useEffect(() => {
    const element = input.current
    if (built || !element) return
    // A picker would throw away a value typed out some other way (before the page's script ran, say): such
    // a field stays as it is, and the form's checks name the problem.
    const build = () => {
      if (element.value !== '' && !typedOut[picker].pattern.test(element.value)) return
      if (picker === 'date') element.value = dayFirstToIso(element.value)
      setBuilt(true)
    }
    // Half a screen ahead, so it is a picker before it scrolls into view.
    const near = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) build()
      },
      { rootMargin: '50% 0px' },
    )
    near.observe(element)
    // Starting on the form builds it at once, before a key typed into the field could land in the plain one.
    const buildNow = () => flushSync(build)
    const form = element.form
    form?.addEventListener('focusin', buildNow)
    form?.addEventListener('pointerdown', buildNow)
    return () => {
      near.disconnect()
      form?.removeEventListener('focusin', buildNow)
      form?.removeEventListener('pointerdown', buildNow)
    }
  }, [built, picker])

  const hint = words || field.hint
  return built ? (
    <TextField ref={input} type={picker} {...field} hint={hint} onChange={change} />
  ) : (
    <TextField
      ref={input}
      type="text"
      inputMode="numeric"
      placeholder={typedOut[picker].placeholder}
      {...field}
      hint={hint}
      onChange={change}
    />
  )
}

function wordsFor(picker: Picker, value: string) {
  if (picker !== 'date' || value.trim() === '') return ''
  const words = dateInWords(dayFirstToIso(value))
  return words === dayFirstToIso(value) ? '' : words
}
