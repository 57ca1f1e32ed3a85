import type { LeadKind } from './catalogue'
import { kindStores } from './kind-stores.server'
import type { LeadStore } from './store.server'

// Each kind's store (app/leads/<kind>/store.server.ts, listed by `npm run assemble`): how its submissions are
// checked and stored, and its mail. The server's half of the catalogue (app/leads/catalogue.ts).

/** The lead as a kind's store keeps it and its mail is written from. */
export type LeadRow<K extends LeadKind> = (typeof kindStores)[K] extends LeadStore<infer Row> ? Row : never

export const leadStores: { [K in LeadKind]: LeadStore<LeadRow<K>> } = kindStores
