import { type IconProps, OutlineIcon } from './outline-icon'

export const Check = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M20 6 9 17l-5-5" />
  </OutlineIcon>
)
