import type { CSSProperties } from 'react';
import { PRODUCT_NAV_PALETTE } from '../../theme/nav-palette.js';
import './MenuPlaceholder.css';

export interface MenuPlaceholderProps {
  /** The phone's top bar (widths of 1100 px or less) rather than the side menu. */
  mobile: boolean;
  /** The side menu's open width (256 px) rather than its icons-only width (56 px). */
  open: boolean;
  /** The navigation's background, the white-label's if any (P1-003). */
  background?: string;
}

/**
 * Holds the side menu's place (its width, or the phone top bar's height) in its colour while the menu's
 * module loads. A static stylesheet without MUI, so the frame's space is reserved from the first paint.
 */
export function MenuPlaceholder({
  mobile,
  open,
  background = PRODUCT_NAV_PALETTE.background,
}: MenuPlaceholderProps) {
  const shape = mobile ? 'bar' : open ? 'side locus-menu-placeholder--open' : 'side';
  // A custom property set through the DOM's style object, which the style policy allows (no style attribute).
  const style = { '--locus-menu-placeholder-background': background } as CSSProperties;
  return (
    <div
      className={`locus-menu-placeholder locus-menu-placeholder--${shape}`}
      style={style}
      aria-hidden="true"
      data-testid="menu-placeholder"
    />
  );
}
