import { useEffect, useRef } from 'react';
import { MENU_WIDTH_OPEN } from '../../theme/constants.js';
import type { LocusNavPalette } from '../../theme/nav-palette.js';
import { closeDialog, showDialog, wrapTab } from './dialog-focus.js';
import { MenuContent } from './MenuContent.js';
import './MobileMenuDrawer.css';
import { navPaletteStyle } from './nav-palette-style.js';
import type { SideMenuProps } from './SideMenu.js';

export type MobileMenuDrawerProps = SideMenuProps & { label: string; palette: LocusNavPalette };

/**
 * The mobile variant's drawer (P2-082): a native modal dialog, so the browser keeps the page inert and
 * returns focus to the menu button on close. A module of its own, loaded when the phone's menu first
 * opens. Escape and a click on the backdrop ask the app to close it (not while the navigation is locked).
 */
export function MobileMenuDrawer(props: MobileMenuDrawerProps) {
  const { open, locked = false, palette } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) opener.current = showDialog(dialog);
    if (!open && dialog.open) closeDialog(dialog, opener.current);
  }, [open]);

  const requestClose = () => {
    if (!locked) props.onToggleOpen();
  };

  return (
    <dialog
      ref={ref}
      className="locus-menu-drawer"
      aria-label={props.label}
      style={{ ...navPaletteStyle(palette), width: MENU_WIDTH_OPEN }}
      onCancel={(event) => {
        // The app's state closes the dialog (the effect above), so Escape goes through it.
        event.preventDefault();
        requestClose();
      }}
      onClose={() => {
        // The browser may close a modal without a cancellable cancel (repeated Escape): keep the state in step.
        if (open) requestClose();
        if (open && locked && ref.current) showDialog(ref.current);
      }}
      onClick={(event) => {
        // The dialog fills its box with the menu: a click on the dialog itself is on its backdrop.
        if (event.target === event.currentTarget) requestClose();
      }}
      onKeyDown={wrapTab}
    >
      <MenuContent {...props} iconsOnly={false} />
    </dialog>
  );
}
