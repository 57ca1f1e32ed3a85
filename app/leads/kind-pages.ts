// Written by `npm run assemble` (scripts/assemble.ts) from the folders; do not edit.
import type { RouteConfigEntry } from '@react-router/dev/routes'

/** The pages the kinds of lead bring, each showing its kind’s form at the kind’s name. */
export const kindPages: RouteConfigEntry[] = []
