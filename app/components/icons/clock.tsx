import { type IconProps, OutlineIcon } from './outline-icon'

export const Clock = (props: IconProps) => (
  <OutlineIcon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </OutlineIcon>
)
