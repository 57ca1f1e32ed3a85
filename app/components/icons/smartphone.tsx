import { type IconProps, OutlineIcon } from './outline-icon'

export const Smartphone = (props: IconProps) => (
  <OutlineIcon {...props}>
    <rect width="14" height="20" x="5" y="2" rx="2" ry="2" />
    <path d="M12 18h.01" />
  </OutlineIcon>
)
