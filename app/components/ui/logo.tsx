/** The brand's mark and name, as the business saved its name. */
export function Logo({ brand, className = '' }: { brand: string; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-display text-lg font-bold tracking-tight ${className}`}>
      <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32" className="shrink-0">
        <rect x="5" y="2" width="22" height="28" rx="6" fill="var(--color-accent)" />
        <path d="M13 11v10l8-5z" fill="var(--color-accent-ink)" />
      </svg>
      {/* Cut short only when nothing else is left to give way (docs/decisions/0104-nothing-overlaps-on-a-phone.md). */}
      <span className="truncate">{brand}</span>
    </span>
  )
}
