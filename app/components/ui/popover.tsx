type PopoverButtonProps = {
  /** The id of the popover the button opens (or, with `action="hide"`, closes). */
  target: string
  action?: 'toggle' | 'hide'
  /** Where a browser without popovers goes instead: a page, or `#id` of an element shown while it is the target. */
  fallbackHref: string
  className: string
  label?: string
  children: React.ReactNode
}

/**
 * A button that opens one of the browser's own popovers, so it works on pages that run no script: the browser
 * opens it, closes it on Escape or a click outside, and gives focus back to the button. A browser without
 * popovers shows a plain link in its place (app.css picks one by `@supports`).
 */
export function PopoverButton({
  target,
  action = 'toggle',
  fallbackHref,
  className,
  label,
  children,
}: PopoverButtonProps) {
  return (
    <>
      <button
        type="button"
        popoverTarget={target}
        popoverTargetAction={action}
        aria-label={label}
        className={className}
      >
        {children}
      </button>
      <a href={fallbackHref} aria-label={label} className={`popover-fallback ${className}`}>
        {children}
      </a>
    </>
  )
}

/**
 * For links inside a popover on a page that runs scripts: the router shows the next page in the same document,
 * where the popover would otherwise stay open over it.
 */
export function closeEnclosingPopover(event: React.MouseEvent<HTMLElement>) {
  const popover = event.currentTarget.closest<HTMLElement>('[popover]')
  if (popover?.matches(':popover-open')) popover.hidePopover()
}
