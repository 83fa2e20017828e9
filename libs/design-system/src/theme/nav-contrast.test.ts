import { describe, expect, it } from 'vitest';
import { PRODUCT_NAV_PALETTE } from './nav-palette.js';
import { navContrastWarnings } from './nav-contrast.js';

const palette = { background: '#ffffff', text: '#000000', activeText: '#1e63d6', hoverBackground: '#f0f0f0', hoverText: '#111111' };

describe('navContrastWarnings', () => {
  it("passes the product's own navigation colours", () => {
    expect(navContrastWarnings(PRODUCT_NAV_PALETTE)).toEqual([]);
  });

  it('passes colours at 4.5:1 or more', () => {
    expect(navContrastWarnings(palette)).toEqual([]);
  });

  it('names each pair under 4.5:1 with its ratio', () => {
    const warnings = navContrastWarnings({ ...palette, text: '#999999', hoverText: '#eeeeee' });
    expect(warnings).toEqual([
      { pair: 'text on background', foreground: '#999999', background: '#ffffff', ratio: 2.85 },
      { pair: 'hover text on hover background', foreground: '#eeeeee', background: '#f0f0f0', ratio: 1.02 },
    ]);
  });

  it('treats a colour it cannot read as failing', () => {
    expect(navContrastWarnings({ ...palette, activeText: 'not-a-colour' })).toMatchObject([{ pair: 'active text on background', ratio: 0 }]);
  });
});
