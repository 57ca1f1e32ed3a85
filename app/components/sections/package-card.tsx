import { ArrowRight } from '~/components/icons/arrow-right'
import { Check } from '~/components/icons/check'
import { useId } from 'react'
import { Link } from 'react-router'
import type { PackageCard as PackageContent, Plan } from '~/content/packages'
import { formatRupees, gstLine, gstNote } from '~/content/prices'
import { useSite } from '~/components/layout/use-site'

export type MoreLink = { to: string; label: string }

type CardProps = {
  item: PackageContent
  /** Shows 'starting from' before the price (the summary cards on the home and reel-packages pages). */
  startingFrom?: boolean
  /** The card's call to action; by default Book Now into the booking flow for this package. */
  action?: React.ReactNode
  /** A quieter link under the call to action, for example to the package's own page. */
  moreLink?: MoreLink
  headingLevel?: 'h2' | 'h3'
}

/** A package with its price in rupees plus GST, its features and a call to action. */
export function PackageCard({ item, startingFrom, action, moreLink, headingLevel: Heading = 'h3' }: CardProps) {
  const headingId = useId()
  return (
    <CardFrame popular={item.popular} badge={item.badge} labelledBy={headingId}>
      <Heading id={headingId} className="text-2xl font-bold">
        {item.title}
      </Heading>
      <p className="mt-1 font-medium text-accent">{item.subtitle}</p>
      <p className="mt-3 text-muted">{item.description}</p>
      <Price amount={item.price} startingFrom={startingFrom && !item.fixedPrice} />
      <FeatureList features={item.features} />
      <CardActions action={action ?? <BookNowLink packageId={item.id} />} moreLink={moreLink} />
    </CardFrame>
  )
}

/** A bestseller plan (hourly or half-day). */
export function PlanCard({
  plan,
  action,
  moreLink,
  headingLevel: Heading = 'h3',
}: {
  plan: Plan
  action?: React.ReactNode
  moreLink?: MoreLink
  headingLevel?: 'h2' | 'h3'
}) {
  const headingId = useId()
  return (
    <CardFrame popular={plan.popular} badge={plan.badge} labelledBy={headingId}>
      <Heading id={headingId} className="text-2xl font-bold">
        {plan.name}
      </Heading>
      <Price amount={plan.price} unit={plan.unit} />
      <FeatureList features={plan.features} />
      <CardActions action={action ?? <BookNowLink packageId={plan.id} />} moreLink={moreLink} />
    </CardFrame>
  )
}

function CardFrame({
  popular,
  badge,
  labelledBy,
  children,
}: {
  popular?: boolean
  badge?: string
  labelledBy: string
  children: React.ReactNode
}) {
  return (
    <article
      aria-labelledby={labelledBy}
      className={`relative flex h-full flex-col rounded-3xl border p-6 transition-colors sm:p-8 ${
        popular
          ? 'border-accent bg-gradient-to-b from-accent/12 to-ink-raised shadow-[0_0_60px_-20px] shadow-accent/50'
          : 'border-ink-line bg-ink-raised hover:border-paper/25'
      }`}
    >
      {badge ? (
        <p className="absolute -top-3.5 left-6 rounded-full bg-accent px-3 py-1 text-xs font-bold tracking-wide text-accent-ink uppercase shadow-lg">
          {badge}
        </p>
      ) : null}
      {children}
    </article>
  )
}

function CardActions({ action, moreLink }: { action: React.ReactNode; moreLink?: MoreLink }) {
  return (
    <div className="mt-auto flex flex-col gap-3 pt-8">
      {action}
      {moreLink ? (
        <Link
          to={moreLink.to}
          className="inline-flex items-center justify-center gap-1.5 rounded-full py-1.5 text-sm font-medium text-paper/85 hover:text-accent"
        >
          {moreLink.label}
          <ArrowRight className="size-4" />
        </Link>
      ) : null}
    </div>
  )
}

/**
 * A price plus GST; where the price is fixed (not 'starting from'), the GST rate and the total under it, at the rate
 * the business's facts give now.
 */
export function Price({ amount, startingFrom, unit }: { amount: number; startingFrom?: boolean; unit?: string }) {
  const { gstRatePercent } = useSite()
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
      {startingFrom ? null : (
        <span className="mt-1 w-full text-sm text-paper/85" data-total>
          {gstLine(amount, gstRatePercent)}
          {unit ? ` ${unit}` : ''}
        </span>
      )}
    </p>
  )
}

function FeatureList({ features }: { features: string[] }) {
  return (
    <ul className="mt-6 space-y-2.5">
      {features.map((feature) => (
        <li key={feature} className="flex gap-2.5">
          <Check className="mt-1 size-4 shrink-0 text-accent" />
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
