import { chromeIcons } from '~/components/ui/chrome-icons'
import { PopoverButton } from '~/components/ui/popover'
import { MenuContents } from './menu-contents'

const menuId = 'site-menu'

/**
 * The hamburger button and the small-screen menu it opens, a popover of the browser's own: it works on pages
 * that run no script. A browser without popovers follows a link to the menu instead, which shows it while it
 * is the page's target.
 */
export function MobileMenu({ appDialogName }: { appDialogName: string }) {
  return (
    <>
      <PopoverButton
        target={menuId}
        fallbackHref={`#${menuId}`}
        label="Open menu"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-ink-line md:hidden"
      >
        <chromeIcons.menu />
      </PopoverButton>
      <dialog
        id={menuId}
        popover="auto"
        aria-labelledby={`${menuId}-title`}
        className="site-menu fixed backdrop:bg-black/70 inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-72 max-w-[85vw] flex-col gap-2 border-l border-ink-line bg-ink-raised p-5 text-paper open:flex target:flex md:hidden"
      >
        <div className="flex items-center justify-between">
          <h2 id={`${menuId}-title`} className="text-lg font-semibold">
            Menu
          </h2>
          <PopoverButton
            target={menuId}
            action="hide"
            fallbackHref="#"
            label="Close menu"
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-ink-line"
          >
            <chromeIcons.close />
          </PopoverButton>
        </div>
        <MenuContents appDialogName={appDialogName} />
      </dialog>
    </>
  )
}
