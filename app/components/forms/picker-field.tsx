import { useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { TextField } from './field'

type Picker = 'date' | 'time'

// How each value is typed out: the form's checks and the server read the picker's value in the same form.
const typedOut: Record<Picker, { placeholder: string; pattern: RegExp }> = {
  date: { placeholder: 'YYYY-MM-DD', pattern: /^\d{4}-\d{2}-\d{2}$/ },
  time: { placeholder: 'HH:MM', pattern: /^\d{2}:\d{2}(:\d{2})?$/ },
}

/**
 * A date or time field that becomes the browser's picker once the visitor nears it or starts on its form.
 * Chromium builds a date or time input's parts in the visitor's locale while it first styles the page, which
 * made these two fields the largest piece of work in loading /enquiry (docs/decisions/0011). Until then, and
 * without JavaScript, the field takes the same value typed out.
 */
export function PickerField({ picker, ...field }: { picker: Picker } & React.ComponentProps<typeof TextField>) {
  const input = useRef<HTMLInputElement>(null)
  const [built, setBuilt] = useState(false)

  useEffect(() => {
    const element = input.current
    if (built || !element) return
    // A picker would throw away a value typed out some other way (before the page's script ran, say): such
    // a field stays as it is, and the form's checks name the problem.
    const build = () => {
      if (element.value === '' || typedOut[picker].pattern.test(element.value)) setBuilt(true)
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

  return built ? (
    <TextField ref={input} type={picker} {...field} />
  ) : (
    <TextField ref={input} type="text" inputMode="numeric" placeholder={typedOut[picker].placeholder} {...field} />
  )
}
