import { data, redirect } from 'react-router'
import { type LeadKind, catalogueEntry, isLeadKind, leadKinds } from '~/leads/catalogue'

// Before each kind of lead had one name (docs/decisions/0022), the console's addresses named some kinds
// differently. A bookmark to one of those addresses is sent on to the same page under the kind's name. Each
// kind's entry writes its former addresses out, not derived, because they are what was once published and will
// never change.
const formerSegments = new Map(
  leadKinds.flatMap((kind) => catalogueEntry(kind).formerSegments.map((segment) => [segment, kind] as const)),
)

/**
 * The kind of lead a console address names. An address under a former name is redirected (301) to the same
 * page under the kind's name, query included; anything else is not found.
 */
export function consoleKind(request: Request, segment: string): LeadKind {
  if (isLeadKind(segment)) return segment
  const kind = formerSegments.get(segment)
  if (!kind) throw data(null, { status: 404 })
  const url = new URL(request.url)
  throw redirect(`${url.pathname.replace(`/leads/${segment}`, `/leads/${kind}`)}${url.search}`, 301)
}
