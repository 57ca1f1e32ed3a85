import { type IconProps, OutlineIcon } from './outline-icon'

export const Pause = (props: IconProps) => (
  <OutlineIcon {...props}>
    <rect x="14" y="3" width="5" height="18" rx="1" />
    <rect x="5" y="3" width="5" height="18" rx="1" />
  </OutlineIcon>
)
