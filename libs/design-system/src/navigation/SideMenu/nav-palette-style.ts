import type { CSSProperties } from 'react';
import type { LocusNavPalette } from '../../theme/nav-palette.js';

/**
 * The navigation colours as the custom properties menu-parts.css and the menu's stylesheets read. Set
 * through React's style object (the DOM's CSSOM), which the Content-Security-Policy allows, unlike a
 * style attribute in the HTML.
 */
export function navPaletteStyle(palette: LocusNavPalette): CSSProperties {
  return {
    '--locus-nav-background': palette.background,
    '--locus-nav-text': palette.text,
    '--locus-nav-active-text': palette.activeText,
    '--locus-nav-hover-background': palette.hoverBackground,
    '--locus-nav-hover-text': palette.hoverText,
  } as CSSProperties;
}
