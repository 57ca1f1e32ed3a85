import { type IconProps, OutlineIcon } from './outline-icon'

export const ArrowRight = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M5 12h14" />
    <path d="m12 5 7 7-7 7" />
  </OutlineIcon>
)
