// The navigation colours apart from the MUI theme: the app's entry reads them without loading MUI.

/** The five white-label navigation colours (P1-003) and the white-label logo (P1-002). */
export interface WhitelabelPalette {
  navBackground: string;
  navText: string;
  navActiveText: string;
  navHoverBackground: string;
  navHoverText: string;
  logoUrl?: string;
}

export interface LocusNavPalette {
  background: string;
  text: string;
  activeText: string;
  hoverBackground: string;
  hoverText: string;
}

/** Product navigation colours, used unless an account is white-labelled. */
export const PRODUCT_NAV_PALETTE: LocusNavPalette = {
  background: '#14213d',
  text: '#d9e1f2',
  activeText: '#ffffff',
  hoverBackground: '#22335c',
  hoverText: '#ffffff',
};

/**
 * The navigation colours for a white-label (P1-003), or the product's without one. Pure and free of
 * MUI: the theme and the MUI-free side menu take their colours from this one mapping.
 */
export function navPaletteOf(whitelabel?: WhitelabelPalette): LocusNavPalette {
  if (!whitelabel) return PRODUCT_NAV_PALETTE;
  return {
    background: whitelabel.navBackground,
    text: whitelabel.navText,
    activeText: whitelabel.navActiveText,
    hoverBackground: whitelabel.navHoverBackground,
    hoverText: whitelabel.navHoverText,
  };
}
