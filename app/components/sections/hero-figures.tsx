import { createContext, useContext } from 'react'
import { ExampleMark } from '~/components/ui/example-mark'
import type { Stat } from '~/content/figures'

// The headline figures as the business saved them: the root's loader reads them on every request (app/root.tsx),
// so the pricing and package pages need no loader of their own for them.
const HeroStats = createContext<Stat[]>([])

export const HeroStatsProvider = HeroStats.Provider

// The two places the headline figures stand: centred under a pricing or package page's heading, or beside the
// home page's picture, each figure's label under its value.
const layouts = {
  centred: {
    list: 'mx-auto mt-12 grid max-w-3xl grid-cols-2 gap-6 border-t border-ink-line pt-8 sm:grid-cols-4',
    figure: 'flex flex-col-reverse gap-1',
    value: 'text-2xl font-bold tracking-tight',
  },
  beside: {
    list: 'mt-10 grid grid-cols-2 gap-x-4 gap-y-5 sm:grid-cols-4',
    figure: 'flex flex-col border-l border-ink-line pl-3',
    value: 'order-first text-2xl font-bold tracking-tight',
  },
} as const

/** The headline figures of a page's opening, each with its example mark while the business has not confirmed it. */
export function HeroFigures({ layout }: { layout: keyof typeof layouts }) {
  const figures = useContext(HeroStats)
  const look = layouts[layout]
  return (
    <dl className={look.list}>
      {figures.map((stat) => (
        <div key={stat.label} className={look.figure}>
          <dt className="text-sm text-muted">{stat.label}</dt>
          <dd className={look.value}>
            <span>{stat.value}</span>
            {stat.mark ? <ExampleMark>{stat.mark}</ExampleMark> : null}
          </dd>
        </div>
      ))}
    </dl>
  )
}
