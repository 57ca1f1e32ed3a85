import type { FeatureItem } from '~/content/features'
import { FeatureIcon } from './feature-icon'

const columnClasses = { 1: '', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }

/** Benefits, each with its icon, title and a sentence: in a grid, or as a single column of rows. */
export function BenefitCards({ items, columns = 3 }: { items: FeatureItem[]; columns?: 1 | 3 | 4 }) {
  const rows = columns === 1
  return (
    <ul className={`grid gap-4 ${columnClasses[columns]}`}>
      {items.map((item) => (
        <li
          key={item.title}
          className={`rounded-2xl border border-ink-line bg-ink-raised p-6 ${rows ? 'flex gap-4' : ''}`}
        >
          <FeatureIcon name={item.icon} />
          <div>
            <h3 className={`text-lg font-semibold ${rows ? '' : 'mt-5'}`}>{item.title}</h3>
            <p className="mt-2 text-muted">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
