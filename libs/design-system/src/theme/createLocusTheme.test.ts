import { describe, expect, it } from 'vitest';
import { createLocusTheme } from './createLocusTheme.js';
import { PRODUCT_NAV_PALETTE } from './nav-palette.js';
import { whitelabelPalette } from '../fixtures/navigation.js';

describe('createLocusTheme', () => {
  it('[P1-003] applies the five white-label navigation colours', () => {
    const theme = createLocusTheme({ whitelabel: whitelabelPalette });
    expect(theme.locus.nav).toEqual({
      background: whitelabelPalette.navBackground,
      text: whitelabelPalette.navText,
      activeText: whitelabelPalette.navActiveText,
      hoverBackground: whitelabelPalette.navHoverBackground,
      hoverText: whitelabelPalette.navHoverText,
    });
    expect(theme.locus.logoUrl).toBe(whitelabelPalette.logoUrl);
  });

  it('[P1-003] uses the product navigation colours without a white label', () => {
    const theme = createLocusTheme();
    expect(theme.locus.nav).toEqual(PRODUCT_NAV_PALETTE);
    expect(theme.locus.logoUrl).toBeUndefined();
  });
});
