import { PRODUCT_NAV_PALETTE } from '@locus/design-system';
import { describe, expect, it } from 'vitest';
import { signedInReplies } from '../testing/fake-server';
import { PRODUCT_NAME, productNameFor, whitelabelPalette } from './whitelabel-theme';

const base = signedInReplies()['GET /mywhitelabel'].body;

describe('white-label theme', () => {
  it('[P1-003][P2-086] a white-label account brings its five navigation colours and its logo', () => {
    const whitelabel = {
      ...base,
      is_whitelabel: true,
      name: 'Northwind Reviews',
      logo_url: '/whitelabel/northwind-logo.svg',
      nav_background: '#0b2545',
      nav_text: '#d9e2ec',
      nav_active_text: '#ffffff',
      nav_hover_background: '#13315c',
      nav_hover_text: null,
    };
    expect(whitelabelPalette(whitelabel)).toEqual({
      navBackground: '#0b2545',
      navText: '#d9e2ec',
      navActiveText: '#ffffff',
      navHoverBackground: '#13315c',
      navHoverText: PRODUCT_NAV_PALETTE.hoverText,
      logoUrl: '/whitelabel/northwind-logo.svg',
    });
    expect(productNameFor(whitelabel)).toBe('Northwind Reviews');
  });

  it('[P2-086] other accounts keep the product theme and name', () => {
    expect(whitelabelPalette(base)).toBeUndefined();
    expect(whitelabelPalette(null)).toBeUndefined();
    expect(productNameFor(base)).toBe(PRODUCT_NAME);
  });
});
