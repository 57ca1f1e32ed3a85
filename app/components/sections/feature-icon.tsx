import { ArrowRightLeft } from '~/components/icons/arrow-right-left'
import { BadgeCheck } from '~/components/icons/badge-check'
import { BrainCircuit } from '~/components/icons/brain-circuit'
import { Calendar } from '~/components/icons/calendar'
import { Image } from '~/components/icons/image'
import { KeyRound } from '~/components/icons/key-round'
import { Monitor } from '~/components/icons/monitor'
import { Shield } from '~/components/icons/shield'
import { Smartphone } from '~/components/icons/smartphone'
import { Timer } from '~/components/icons/timer'
import { Users } from '~/components/icons/users'
import { Workflow } from '~/components/icons/workflow'
import { Zap } from '~/components/icons/zap'
import type { FeatureIconName } from '~/content/features'

const icons = {
  users: Users,
  smartphone: Smartphone,
  calendar: Calendar,
  zap: Zap,
  shield: Shield,
  monitor: Monitor,
  'badge-check': BadgeCheck,
  image: Image,
  'arrow-right-left': ArrowRightLeft,
  key: KeyRound,
  timer: Timer,
  brain: BrainCircuit,
  workflow: Workflow,
} satisfies Record<FeatureIconName, unknown>

/** A feature's icon in a soft accent tile; decorative, the feature's title says what it is. */
export function FeatureIcon({ name, size = 'md' }: { name: FeatureIconName; size?: 'sm' | 'md' }) {
  const Icon = icons[name]
  const box = size === 'sm' ? 'size-9 rounded-lg' : 'size-12 rounded-xl'
  const glyph = size === 'sm' ? 'size-4.5' : 'size-6'
  return (
    <span
      className={`inline-flex shrink-0 items-center justify-center bg-accent/12 text-accent ${box}`}
      aria-hidden="true"
    >
      <Icon className={glyph} />
    </span>
  )
}
