import { type IconProps, OutlineIcon } from './outline-icon'

export const X = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </OutlineIcon>
)
