import { createRequire } from 'node:module'
import type SQLite from 'better-sqlite3'

// SQLite's driver is better-sqlite3 13 (Node-API). Version 12 stays beside it, as better-sqlite3-12, for Node older
// than 22, which this project's machines run until they move: 13 crashes there as it loads, and 12 aborts the
// process on Node 24 when the garbage collector frees a statement it prepared (docs/decisions/0105). Remove 12
// with the last Node older than 22.

const require = createRequire(import.meta.url)
const nodeMajor = Number(process.versions.node.split('.')[0])

/** better-sqlite3's Database class, of the version this Node runs. */
export function sqliteDriver() {
  return require(nodeMajor >= 22 ? 'better-sqlite3' : 'better-sqlite3-12') as typeof SQLite
}
