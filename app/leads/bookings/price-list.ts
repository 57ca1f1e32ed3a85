import { createContext, useContext } from 'react'
import type { PriceList } from '~/content/packages'

// What each package costs, for the booking form's totals wherever a Book button opens it: the root's loader reads
// it on every request from the catalogue as the business saved it (app/root.tsx), so no price is in a script.
const PriceListContext = createContext<PriceList | null>(null)

export const PriceListProvider = PriceListContext.Provider

export function usePriceList(): PriceList {
  const priceList = useContext(PriceListContext)
  if (!priceList) throw new Error('the booking form is drawn outside the root’s data, which gives the prices')
  return priceList
}
