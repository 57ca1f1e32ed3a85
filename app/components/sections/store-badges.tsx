import type { StoreListing } from '~/content/capabilities'

/**
 * Links to the app's own listings on the App Store and Google Play, drawn as store-style badges; nothing while
 * there are none (the app is not live).
 */
export function StoreBadges({ stores }: { stores: StoreListing[] }) {
  return (
    <ul className="flex flex-wrap gap-3">
      {stores.map((store) => (
        <li key={store.id}>
          <StoreBadge href={store.href} caption={store.caption} name={store.name}>
            {storeIcons[store.id]}
          </StoreBadge>
        </li>
      ))}
    </ul>
  )
}

const storeIcons: Record<StoreListing['id'], React.ReactNode> = {
  appStore: (
    <path
      fill="currentColor"
      d="M16.37 12.78c-.02-2.33 1.9-3.45 1.99-3.5-1.08-1.59-2.77-1.8-3.37-1.83-1.43-.15-2.8.85-3.52.85-.73 0-1.85-.83-3.04-.81-1.56.02-3 .91-3.8 2.31-1.63 2.82-.42 6.99 1.17 9.28.78 1.12 1.7 2.38 2.9 2.33 1.17-.05 1.61-.75 3.02-.75 1.4 0 1.8.75 3.04.73 1.26-.02 2.05-1.14 2.81-2.27.89-1.3 1.25-2.56 1.27-2.62-.03-.01-2.44-.94-2.47-3.72zM14.06 5.93c.64-.78 1.07-1.85.95-2.93-.92.04-2.04.61-2.7 1.38-.59.68-1.11 1.78-.97 2.83 1.03.08 2.07-.52 2.72-1.28z"
    />
  ),
  googlePlay: (
    <>
      <path fill="#34d399" d="M4.6 2.3 13.8 11.5 4.6 20.7c-.35-.2-.6-.6-.6-1.1V3.4c0-.5.25-.9.6-1.1z" />
      <path fill="#facc15" d="m17 8.3-3.2 3.2L17 14.7l3.6-2.05c.9-.52.9-1.78 0-2.3z" />
      <path fill="#f87171" d="M13.8 11.5 4.6 20.7c.33.2.76.22 1.15 0L17 14.7z" />
      <path fill="#60a5fa" d="M5.75 2.3c-.39-.22-.82-.2-1.15 0l9.2 9.2L17 8.3z" />
    </>
  ),
}

function StoreBadge({
  href,
  caption,
  name,
  children,
}: {
  href: string
  caption: string
  name: string
  children: React.ReactNode
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-14 items-center gap-3 rounded-xl border border-paper/25 bg-black px-4 py-2 text-paper transition hover:border-paper/60"
    >
      <svg viewBox="0 0 24 24" className="size-7" aria-hidden="true">
        {children}
      </svg>
      <span className="flex flex-col leading-tight">
        <span className="text-[0.7rem] text-paper/80">{caption}</span>
        <span className="text-lg font-semibold tracking-tight">{name}</span>
      </span>
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}
