import { PRODUCT_NAV_PALETTE } from '@locus/design-system';
import { describe, expect, it, vi } from 'vitest';
import { noWhitelabel, session } from '../testing/signed-in';
import { reportWhitelabelContrast } from './whitelabel-contrast';
import { PRODUCT_NAME, productNameFor, whitelabelPalette } from './whitelabel-theme';

const base = noWhitelabel(session().account_id);

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

  it('warns when a white-label navigation colour falls under 4.5:1, and not for readable ones', () => {
    const warn = vi.fn();
    const readable = whitelabelPalette({ ...base, is_whitelabel: true, nav_background: '#0b2545', nav_text: '#d9e2ec', nav_active_text: '#ffffff', nav_hover_background: '#13315c', nav_hover_text: '#ffffff' });
    reportWhitelabelContrast(readable, warn);
    reportWhitelabelContrast(undefined, warn);
    expect(warn).not.toHaveBeenCalled();
    reportWhitelabelContrast(whitelabelPalette({ ...base, is_whitelabel: true, nav_background: '#ffffff', nav_text: '#aaaaaa' }), warn);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/text on background #aaaaaa on #ffffff is 2\.32:1/);
  });
});
