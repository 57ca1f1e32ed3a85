// The few outline icons the site chrome shows on every page, drawn here so that every page does not also
// load an icon library's runtime.

import { type IconProps, OutlineIcon } from '~/components/icons/outline-icon'

export const chromeIcons = {
  home: (props: IconProps) => (
    <OutlineIcon {...props}>
      <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />
    </OutlineIcon>
  ),
  compass: (props: IconProps) => (
    <OutlineIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m15.5 8.5-2 5-5 2 2-5z" />
    </OutlineIcon>
  ),
  grid: (props: IconProps) => (
    <OutlineIcon {...props}>
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <rect x="14" y="14" width="7" height="7" rx="1" />
    </OutlineIcon>
  ),
  book: (props: IconProps) => (
    <OutlineIcon {...props}>
      <path d="M12 6.5C10 4.8 7 4 3 4v14c4 0 7 .8 9 2.5 2-1.7 5-2.5 9-2.5V4c-4 0-7 .8-9 2.5zM12 6.5v14" />
    </OutlineIcon>
  ),
  milestone: (props: IconProps) => (
    <OutlineIcon {...props}>
      <path d="M12 13v8M12 3v3M4 6h13l3 3.5-3 3.5H4z" />
    </OutlineIcon>
  ),
  rupee: (props: IconProps) => (
    <OutlineIcon {...props}>
      <path d="M6 3h12M6 8h12M6 13l8.5 8M6 13h3a5 5 0 0 0 0-10" />
    </OutlineIcon>
  ),
  panelOpen: (props: IconProps) => (
    <OutlineIcon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <path d="M9 3v18M14 9l3 3-3 3" />
    </OutlineIcon>
  ),
  panelClose: (props: IconProps) => (
    <OutlineIcon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <path d="M9 3v18M17 9l-3 3 3 3" />
    </OutlineIcon>
  ),
  menu: (props: IconProps) => (
    <OutlineIcon {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </OutlineIcon>
  ),
  close: (props: IconProps) => (
    <OutlineIcon {...props}>
      <path d="M18 6 6 18M6 6l12 12" />
    </OutlineIcon>
  ),
  message: (props: IconProps) => (
    <OutlineIcon {...props}>
      <path d="M7.9 20A9 9 0 1 0 4 16.1L2 22z" />
    </OutlineIcon>
  ),
}
