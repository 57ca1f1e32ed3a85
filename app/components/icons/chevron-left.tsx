import { type IconProps, OutlineIcon } from './outline-icon'

export const ChevronLeft = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="m15 18-6-6 6-6" />
  </OutlineIcon>
)
