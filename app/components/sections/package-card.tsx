import { Check } from 'lucide-react'
import { Link } from 'react-router'
import { type PackageCard as PackageContent, type Plan, formatRupees, gstNote } from '~/content/packages'

type CardProps = {
  item: PackageContent
  /** Shows 'starting from' before the price (the summary cards on the home and reel-packages pages). */
  startingFrom?: boolean
  /** The card's call to action; by default Book Now into the booking flow for this package. */
  action?: React.ReactNode
  headingLevel?: 'h2' | 'h3'
}

/** A package with its price in rupees plus GST, its features and a call to action. */
export function PackageCard({ item, startingFrom, action, headingLevel: Heading = 'h3' }: CardProps) {
  return (
    <article
      className={`relative flex flex-col rounded-3xl border p-6 sm:p-8 ${item.popular ? 'border-accent bg-accent/5' : 'border-ink-line bg-ink-raised'}`}
    >
      {item.badge ? (
        <p className="absolute -top-3 left-6 rounded-full bg-accent px-3 py-1 text-xs font-bold tracking-wide text-accent-ink uppercase">
          {item.badge}
        </p>
      ) : null}
      <Heading className="text-2xl font-bold">{item.title}</Heading>
      <p className="mt-1 font-medium text-accent">{item.subtitle}</p>
      <p className="mt-3 text-muted">{item.description}</p>
      <Price amount={item.price} startingFrom={startingFrom} />
      <FeatureList features={item.features} />
      <div className="mt-auto pt-8">{action ?? <BookNowLink packageId={item.id} />}</div>
    </article>
  )
}

/** A bestseller plan (hourly or half-day). */
export function PlanCard({ plan, action }: { plan: Plan; action?: React.ReactNode }) {
  return (
    <article
      className={`relative flex flex-col rounded-3xl border p-6 sm:p-8 ${plan.popular ? 'border-accent bg-accent/5' : 'border-ink-line bg-ink-raised'}`}
    >
      {plan.badge ? (
        <p className="absolute -top-3 left-6 rounded-full bg-accent px-3 py-1 text-xs font-bold tracking-wide text-accent-ink uppercase">
          {plan.badge}
        </p>
      ) : null}
      <h3 className="text-2xl font-bold">{plan.name}</h3>
      <Price amount={plan.price} unit={plan.unit} />
      <FeatureList features={plan.features} />
      <div className="mt-auto pt-8">{action ?? <BookNowLink packageId={plan.id} />}</div>
    </article>
  )
}

export function Price({ amount, startingFrom, unit }: { amount: number; startingFrom?: boolean; unit?: string }) {
  return (
    <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
      {startingFrom ? <span className="w-full text-sm text-muted">starting from</span> : null}
      <span className="text-4xl font-bold tracking-tight" data-price={amount}>
        {formatRupees(amount)}
      </span>
      <span className="text-sm text-muted">
        {gstNote}
        {unit ? ` ${unit}` : ''}
      </span>
    </p>
  )
}

function FeatureList({ features }: { features: string[] }) {
  return (
    <ul className="mt-6 space-y-2.5">
      {features.map((feature) => (
        <li key={feature} className="flex gap-2.5">
          <Check className="mt-1 size-4 shrink-0 text-accent" aria-hidden="true" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  )
}

/** Book Now: the booking flow for one package. A link, so it works before JavaScript loads. */
export function BookNowLink({ packageId, label = 'Book Now' }: { packageId: string; label?: string }) {
  return (
    <Link to={`/book?package=${encodeURIComponent(packageId)}`} className="button-primary w-full">
      {label}
    </Link>
  )
}
