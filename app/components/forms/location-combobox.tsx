import { LocateFixed } from '~/components/icons/locate-fixed'
import { LoaderCircle } from '~/components/icons/loader-circle'
import { useEffect, useId, useRef, useState } from 'react'
import { locationHint } from '~/content/localities'
import { geolocationMessages } from '~/forms/field-rules'
import { toast } from '~/components/ui/toast'
import { type OwnFieldProps, controlClass } from './field'

type Props = OwnFieldProps & {
  /** The city chosen in the form: suggestions are places in it. */
  city?: string
  /** What the form says of the place as it stands, under the field and tied to it (not an error). */
  notice?: string
  /** Told of the place whenever it changes: typed, picked or found. */
  onValueChange?: (value: string) => void
}

/**
 * A location field with address suggestions in India from our own /api/geo endpoints, as an ARIA 1.2
 * combobox: arrows move through the list, Enter picks, Escape closes. Without JavaScript it is a plain
 * text field.
 */
export function LocationCombobox({
  id,
  name,
  label,
  defaultValue = '',
  error,
  city = '',
  autoFocus,
  notice = '',
  onValueChange,
}: Props) {
  const listId = useId()
  const [value, setValue] = useState(defaultValue)
  const [options, setOptions] = useState<string[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [locating, setLocating] = useState(false)
  // Why "Use Current Location" could not fill the field, said beside the button (and in a toast).
  const [locationProblem, setLocationProblem] = useState('')
  const typed = useRef(false)

  useEffect(() => {
    if (!typed.current || value.trim().length < 2) {
      setOptions([])
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const params = new URLSearchParams({ q: value.trim() })
        if (city) params.set('city', city)
        const response = await fetch(`/api/geo/search?${params}`, {
          signal: controller.signal,
        })
        if (!response.ok) return
        const { results } = (await response.json()) as { results: { label: string }[] }
        setOptions(results.map((result) => result.label))
        setActive(-1)
        setOpen(results.length > 0)
      } catch {
        // Suggestions are a convenience; the visitor can always type the address.
      }
    }, 200)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [value, city])

  function change(next: string) {
    setValue(next)
    onValueChange?.(next)
  }

  function choose(option: string) {
    typed.current = false
    change(option)
    setOpen(false)
    setActive(-1)
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault()
      setOpen(true)
      setActive((current) => (current + 1) % options.length)
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault()
      setOpen(true)
      setActive((current) => (current <= 0 ? options.length - 1 : current - 1))
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault()
      choose(options[active])
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
    }
  }

  function locationFailed(message: string) {
    setLocationProblem(message)
    toast.error(message)
  }

  function useCurrentLocation() {
    setLocationProblem('')
    if (!('geolocation' in navigator)) {
      locationFailed(geolocationMessages.missing)
      return
    }
    setLocating(true)
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        try {
          const response = await fetch(`/api/geo/reverse?lat=${coords.latitude}&lon=${coords.longitude}`)
          if (!response.ok) throw new Error(`reverse geocoding answered ${response.status}`)
          const { result } = (await response.json()) as { result: { label: string } }
          choose(result.label)
        } catch {
          locationFailed(geolocationMessages.failed)
        } finally {
          setLocating(false)
        }
      },
      () => {
        setLocating(false)
        locationFailed(geolocationMessages.failed)
      },
      { timeout: 10_000 },
    )
  }

  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const problemId = `${id}-location-problem`
  const noticeId = `${id}-notice`
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <input
            id={id}
            name={name}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={[hintId, notice ? noticeId : '', error ? errorId : ''].filter(Boolean).join(' ')}
            autoFocus={autoFocus}
            className={controlClass}
            value={value}
            onChange={(event) => {
              typed.current = true
              change(event.target.value)
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={`${label} suggestions`}
            hidden={!open}
            className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-xl border border-ink-line bg-ink-raised py-1 shadow-xl"
          >
            {options.map((option, index) => (
              <li
                key={option}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={`cursor-pointer px-4 py-2 text-sm ${index === active ? 'bg-accent/20 text-paper' : 'text-paper/90'}`}
                onMouseDown={(event) => {
                  event.preventDefault()
                  choose(option)
                }}
              >
                {option}
              </li>
            ))}
          </ul>
        </div>
        <button
          type="button"
          className="button-secondary"
          onClick={useCurrentLocation}
          disabled={locating}
          aria-describedby={locationProblem ? problemId : undefined}
        >
          {locating ? <LoaderCircle className="size-4 animate-spin" /> : <LocateFixed className="size-4" />}
          Use Current Location
        </button>
      </div>
      <p id={problemId} role="alert" className="mt-1.5 text-sm text-red-300 empty:hidden">
        {locationProblem}
      </p>
      <p id={hintId} className="mt-1.5 text-sm text-muted">
        {locationHint}
      </p>
      <p id={noticeId} role="status" className="mt-1.5 text-sm text-amber-200 empty:hidden">
        {notice}
      </p>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  )
}
