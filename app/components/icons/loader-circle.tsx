import { type IconProps, OutlineIcon } from './outline-icon'

export const LoaderCircle = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M21 12a9 9 0 1 1-6.219-8.56" />
  </OutlineIcon>
)
