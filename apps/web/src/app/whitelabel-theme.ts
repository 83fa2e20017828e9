import type { Whitelabel } from '@locus/auth';
import { PRODUCT_NAV_PALETTE, type WhitelabelPalette } from '@locus/design-system';

/** The product's name, shown by the menu and the public pages unless a white-label names itself. */
export const PRODUCT_NAME = 'Locus';

/**
 * The theme's white-label colours and logo (P1-002, P1-003) from the loaded white-label; none for an
 * account that is not white-labelled. A colour the white-label leaves empty keeps the product's.
 */
export function whitelabelPalette(whitelabel: Whitelabel | null | undefined): WhitelabelPalette | undefined {
  if (!whitelabel?.is_whitelabel) return undefined;
  return {
    navBackground: whitelabel.nav_background ?? PRODUCT_NAV_PALETTE.background,
    navText: whitelabel.nav_text ?? PRODUCT_NAV_PALETTE.text,
    navActiveText: whitelabel.nav_active_text ?? PRODUCT_NAV_PALETTE.activeText,
    navHoverBackground: whitelabel.nav_hover_background ?? PRODUCT_NAV_PALETTE.hoverBackground,
    navHoverText: whitelabel.nav_hover_text ?? PRODUCT_NAV_PALETTE.hoverText,
    ...(whitelabel.logo_url ? { logoUrl: whitelabel.logo_url } : {}),
  };
}

export function productNameFor(whitelabel: Whitelabel | null | undefined): string {
  return (whitelabel?.is_whitelabel && whitelabel.name) || PRODUCT_NAME;
}
