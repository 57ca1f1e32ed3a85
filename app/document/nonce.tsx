import { createContext, useContext } from 'react'

// The per-request Content-Security-Policy nonce. Only the server render has one; in the browser the
// scripts have already been allowed, so the empty default is right.
const NonceContext = createContext('')

export const NonceProvider = NonceContext.Provider

export function useNonce() {
  return useContext(NonceContext)
}
