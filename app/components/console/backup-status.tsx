import { ConsoleSection } from '~/components/console/console-section'
import { formatTime } from '~/components/console/format'
import { backupWords } from '~/content/backups'

export type BackupStatusShown = {
  configured: boolean
  interval: string
  last: { snapshotId: string; takenAt: string; age: string } | null
  overdue: boolean
}

/** For administrators: whether backups are on, and how old the last good one is (docs/decisions/0099). */
export function BackupStatus({ status }: { status: BackupStatusShown }) {
  const { configured, interval, last, overdue } = status
  const warning = !configured || overdue
  return (
    <ConsoleSection
      id="backups"
      title={backupWords.title}
      className={`mt-10 rounded-xl border p-4 ${warning ? 'border-amber-400/60 bg-amber-500/10' : 'border-ink-line bg-ink-raised'}`}
    >
      {!configured ? (
        <p className="mt-2">{backupWords.off}</p>
      ) : last ? (
        <>
          <p className="mt-2 font-medium">{backupWords.last(last.age)}</p>
          <p className="mt-1 text-sm text-muted">
            {backupWords.snapshot(last.snapshotId, formatTime(last.takenAt, { zone: true }))}
          </p>
          {overdue ? <p className="mt-2">{backupWords.overdue(interval)}</p> : null}
        </>
      ) : (
        <p className="mt-2">{backupWords.none(interval)}</p>
      )}
    </ConsoleSection>
  )
}
