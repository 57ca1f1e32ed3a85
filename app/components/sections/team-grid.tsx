import { SocialIcon } from '~/components/ui/social-icon'
import { ExampleMark } from '~/components/ui/example-mark'
import type { TeamMember } from '~/content/team'

const profileLink =
  'flex size-11 items-center justify-center rounded-full border border-ink-line text-muted transition hover:border-muted hover:text-paper'

/** The team: portrait, name, role, a line about each, and the professional and photo profiles each has given. */
export function TeamGrid({ members }: { members: TeamMember[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
      {members.map((member) => (
        <li
          key={member.id}
          className="grid grid-cols-[5.5rem_1fr] gap-4 rounded-3xl border border-ink-line bg-ink-raised p-4 sm:flex sm:flex-col sm:gap-0 sm:p-5"
        >
          <img
            src={member.image}
            alt={`Illustrated portrait of ${member.name}`}
            width={240}
            height={240}
            loading="lazy"
            decoding="async"
            className="aspect-square w-full rounded-2xl"
          />
          <div className="flex flex-1 flex-col sm:mt-4">
            <h3 className="text-lg font-semibold">{member.name}</h3>
            {member.exampleNote ? (
              <p>
                <ExampleMark>{member.exampleNote}</ExampleMark>
              </p>
            ) : null}
            <p className="text-sm font-medium text-accent">{member.designation}</p>
            <p className="mt-2 flex-1 text-sm text-muted">{member.bio}</p>
            {member.social.linkedin || member.social.instagram ? (
              <div className="mt-4 flex gap-2">
                {member.social.linkedin ? (
                  <ProfileLink href={member.social.linkedin} network="LinkedIn" name={member.name} />
                ) : null}
                {member.social.instagram ? (
                  <ProfileLink href={member.social.instagram} network="Instagram" name={member.name} />
                ) : null}
              </div>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  )
}

function ProfileLink({ href, network, name }: { href: string; network: 'LinkedIn' | 'Instagram'; name: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${name} on ${network}`}
      className={profileLink}
    >
      <SocialIcon name={network} />
    </a>
  )
}
