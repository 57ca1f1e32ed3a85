import type { PackageCard as PackageContent } from '~/content/packages'
import { type MoreLink, PackageCard } from './package-card'

type ListProps = {
  items: PackageContent[]
  className: string
  startingFrom?: boolean
  actionFor?: (item: PackageContent) => React.ReactNode
  moreLinkFor?: (item: PackageContent) => MoreLink | undefined
}

/** Packages as a list of cards. */
export function PackageList({ items, className, startingFrom, actionFor, moreLinkFor }: ListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <PackageCard
            item={item}
            startingFrom={startingFrom}
            action={actionFor?.(item)}
            moreLink={moreLinkFor?.(item)}
          />
        </li>
      ))}
    </ul>
  )
}
