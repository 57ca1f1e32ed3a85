import { SocialIcon } from '~/components/ui/social-icon'
import type { TeamMember } from '~/content/team'

/** The team: portrait, name, role, a line about each, and their professional and photo profiles. */
export function TeamGrid({ members }: { members: TeamMember[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {members.map((member) => (
        <li key={member.id} className="flex flex-col rounded-3xl border border-ink-line bg-ink-raised p-5">
          <img
            src={member.image}
            alt={`Illustrated portrait of ${member.name}`}
            width={240}
            height={240}
            loading="lazy"
            decoding="async"
            className="aspect-square w-full rounded-2xl"
          />
          <h3 className="mt-4 text-lg font-semibold">{member.name}</h3>
          <p className="text-sm font-medium text-accent">{member.designation}</p>
          <p className="mt-2 flex-1 text-sm text-muted">{member.bio}</p>
          <div className="mt-4 flex gap-2">
            <a
              href={member.social.linkedin}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${member.name} on LinkedIn`}
              className="flex size-11 items-center justify-center rounded-full border border-ink-line text-muted transition hover:border-muted hover:text-paper"
            >
              <SocialIcon name="LinkedIn" />
            </a>
            <a
              href={member.social.instagram}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${member.name} on Instagram`}
              className="flex size-11 items-center justify-center rounded-full border border-ink-line text-muted transition hover:border-muted hover:text-paper"
            >
              <SocialIcon name="Instagram" />
            </a>
          </div>
        </li>
      ))}
    </ul>
  )
}
