import { createContext, useContext } from 'react'

// What the booking form says under its offer code field, or null when it asks for no code: the root's loader
// works it out on every request from the offer as the business saved it and the codes still good (app/root.tsx).
const OfferCodeHint = createContext<string | null>(null)

export const OfferCodeHintProvider = OfferCodeHint.Provider

export function useOfferCodeHint() {
  return useContext(OfferCodeHint)
}
