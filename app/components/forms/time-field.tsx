import { useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { TextField } from './field'

/** A time typed out on the 24-hour clock, as the picker gives it. */
const typedOut = /^\d{2}:\d{2}(:\d{2})?$/

/**
 * A time field that becomes the browser's time picker once the visitor nears it or starts on its form.
 * Chromium builds a time input's parts in the visitor's locale while it first styles the page, a large piece
 * of work in loading a form's page. Until then, and without JavaScript, the field takes the time typed out
 * (HH:MM). A time reads the same in every language, in 12 or 24 hours: unlike a date, it can stay a picker.
 */
export function TimeField(field: React.ComponentProps<typeof TextField>) {
  const input = useRef<HTMLInputElement>(null)
  const [built, setBuilt] = useState(false)

  useEffect(() => {
    const element = input.current
    if (built || !element) return
    // A picker would throw away a value typed out some other way (before the page's script ran, say): such
    // a field stays as it is, and the form's checks name the problem.
    const build = () => {
      if (element.value !== '' && !typedOut.test(element.value)) return
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
  }, [built])

  return built ? (
    <TextField ref={input} type="time" {...field} />
  ) : (
    <TextField ref={input} type="text" inputMode="numeric" placeholder="HH:MM" {...field} />
  )
}
