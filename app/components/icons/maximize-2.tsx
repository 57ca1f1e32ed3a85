import { type IconProps, OutlineIcon } from './outline-icon'

export const Maximize2 = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M15 3h6v6" />
    <path d="m21 3-7 7" />
    <path d="m3 21 7-7" />
    <path d="M9 21H3v-6" />
  </OutlineIcon>
)
