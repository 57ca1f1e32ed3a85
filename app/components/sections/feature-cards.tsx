import { Check } from '~/components/icons/check'
import type { FeatureGroup, FeatureItem } from '~/content/features'
import { FeatureIcon } from './feature-icon'

/** A booking feature with its points: Smart Scheduling or Verified Partners. */
export function FeatureGroupCard({ group }: { group: FeatureGroup }) {
  return (
    <article
      aria-labelledby={`${group.id}-heading`}
      className="rounded-3xl border border-ink-line bg-ink-raised p-6 sm:p-8"
    >
      <div className="flex items-center gap-4">
        <FeatureIcon name={group.icon} />
        <h3 id={`${group.id}-heading`} className="text-2xl font-bold">
          {group.title}
        </h3>
      </div>
      <p className="mt-3 text-muted">{group.description}</p>
      <ul className="mt-6 divide-y divide-ink-line">
        {group.items.map((item) => (
          <li key={item.title} className="flex gap-3 py-4">
            <Check className="mt-1 size-5 shrink-0 text-accent" />
            <div>
              <h4 className="font-semibold">{item.title}</h4>
              <p className="text-sm text-muted">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </article>
  )
}

type WalletPanelProps = { heading: React.ReactNode; steps: string[]; features: FeatureItem[] }

/** The wallet: the page's heading for it, what the wallet does step by step, and its two cards. */
export function WalletPanel({ heading, steps, features }: WalletPanelProps) {
  return (
    <div className="grid items-center gap-10 rounded-3xl border border-ink-line bg-gradient-to-br from-ink-raised to-ink p-6 sm:p-10 lg:grid-cols-2">
      <div>
        {heading}
        <ol className="mt-8 grid gap-3 sm:grid-cols-2">
          {steps.map((step, index) => (
            <li key={step} className="flex items-center gap-3 rounded-xl border border-ink-line bg-ink/60 px-4 py-3">
              <span
                aria-hidden="true"
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-accent/15 text-sm font-bold text-accent"
              >
                {index + 1}
              </span>
              {step}
            </li>
          ))}
        </ol>
      </div>
      <ul className="grid gap-4">
        {features.map((item) => (
          <li key={item.title} className="flex gap-4 rounded-2xl border border-ink-line bg-ink-raised p-6">
            <FeatureIcon name={item.icon} />
            <div>
              <h3 className="text-lg font-semibold">{item.title}</h3>
              <p className="mt-1 text-muted">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
