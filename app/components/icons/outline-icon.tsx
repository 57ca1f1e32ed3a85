// The site's outline icons are Lucide's drawings (ISC licence), one module each in this folder, drawn by this
// one component instead of an icon library's runtime, so a page loads only the paths it shows. Decorative:
// hidden from assistive technology, the control or text beside an icon says what it means.

export type IconProps = { className?: string }

export type Icon = (props: IconProps) => React.ReactNode

export function OutlineIcon({ className = 'size-5', children }: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  )
}
