import { type IconProps, OutlineIcon } from './outline-icon'

export const ArrowLeft = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="m12 19-7-7 7-7" />
    <path d="M19 12H5" />
  </OutlineIcon>
)
