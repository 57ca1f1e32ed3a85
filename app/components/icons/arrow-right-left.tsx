import { type IconProps, OutlineIcon } from './outline-icon'

export const ArrowRightLeft = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="m16 3 4 4-4 4" />
    <path d="M20 7H4" />
    <path d="m8 21-4-4 4-4" />
    <path d="M4 17h16" />
  </OutlineIcon>
)
