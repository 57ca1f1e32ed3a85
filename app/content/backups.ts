// What the console says about backups (docs/decisions/0099), to administrators on the dashboard, and what the audit
// log says of a restore.

/** A length of time as people say it, in its largest whole unit that fits: '45 minutes', '3 hours', '2 days'. */
export function durationInWords(ms: number) {
  const units: [string, number][] = [
    ['day', 86_400_000],
    ['hour', 3_600_000],
    ['minute', 60_000],
    ['second', 1_000],
  ]
  for (const [unit, size] of units) {
    const count = Math.floor(ms / size)
    // Two or more of a unit, or exactly one: 90 minutes stays '90 minutes' rather than '1 hour'.
    if (count >= 2 || (count === 1 && (ms % size === 0 || unit === 'second'))) {
      return `${count} ${unit}${count === 1 ? '' : 's'}`
    }
  }
  return 'less than a second'
}

export const backupWords = {
  title: 'Backups',
  off: 'Backups are off: no BACKUP_REPOSITORY is set, so a failed disk would lose every lead. README, Operations, says how to turn them on.',
  none: (interval: string) => `No good backup yet. The server takes one every ${interval}.`,
  last: (age: string) => `The last good backup is ${age} old.`,
  snapshot: (snapshotId: string, takenAt: string) => `Snapshot ${snapshotId}, as the database stood at ${takenAt}.`,
  overdue: (interval: string) =>
    `That is more than twice the backup interval (${interval}): the server's log says why each backup failed.`,
  restoredAudit: (snapshotId: string, takenAt: string) =>
    `Restored from backup snapshot ${snapshotId}, as the database stood at ${takenAt}; anyone erased after then is back and must be erased again`,
}
