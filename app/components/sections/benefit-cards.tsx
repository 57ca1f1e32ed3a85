import type { FeatureItem } from '~/content/features'
import { FeatureIcon } from './feature-icon'

/** A row of benefits, each with its icon, title and a sentence. */
const columnClasses = { 2: '', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' }

export function BenefitCards({ items, columns = 3 }: { items: FeatureItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 ${columnClasses[columns]}`}>
      {items.map((item) => (
        <li key={item.title} className="rounded-2xl border border-ink-line bg-ink-raised p-6">
          <FeatureIcon name={item.icon} />
          <h3 className="mt-5 text-lg font-semibold">{item.title}</h3>
          <p className="mt-2 text-muted">{item.description}</p>
        </li>
      ))}
    </ul>
  )
}
