import { type IconProps, OutlineIcon } from './outline-icon'

export const ChevronRight = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="m9 18 6-6-6-6" />
  </OutlineIcon>
)
