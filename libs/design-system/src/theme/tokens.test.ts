import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocusTheme } from './createLocusTheme.js';

const tokens = readFileSync(path.join(import.meta.dirname, 'tokens.css'), 'utf8');

/** The value of `--locus-<name>` in tokens.css, whitespace normalised. */
function token(name: string): string {
  const match = new RegExp(`--locus-${name}:\\s*([^;]+);`).exec(tokens);
  if (!match?.[1]) throw new Error(`tokens.css has no --locus-${name}`);
  return match[1].replace(/\s+/g, ' ').trim();
}

const compact = (value: string) => value.replace(/\s+/g, '');

describe('the light views’ stylesheet tokens', () => {
  it('are the theme’s values, so pages without MUI look like the themed ones', () => {
    const { palette, shadows, shape, transitions, typography } = createLocusTheme();
    expect(token('primary')).toBe(palette.primary.main);
    expect(token('primary-dark')).toBe(palette.primary.dark);
    expect(token('on-primary')).toBe(palette.primary.contrastText);
    expect(token('text')).toBe(palette.text.primary);
    expect(token('text-secondary')).toBe(palette.text.secondary);
    expect(token('text-disabled')).toBe(palette.text.disabled);
    expect(token('border')).toBe(palette.grey[400]);
    expect(token('divider')).toBe(palette.divider);
    expect(token('hover')).toBe(palette.action.hover);
    expect(token('selected')).toBe(palette.action.selected);
    expect(token('action-active')).toBe(palette.action.active);
    expect(token('disabled')).toBe(palette.action.disabled);
    expect(token('disabled-background')).toBe(palette.action.disabledBackground);
    expect(token('background')).toBe(palette.background.default);
    expect(token('paper')).toBe(palette.background.paper);
    expect(token('radius')).toBe(`${shape.borderRadius}px`);
    for (const variant of ['h4', 'h6', 'subtitle2', 'body1', 'body2'] as const) {
      expect(token(`${variant}-font-size`)).toBe(String(typography[variant].fontSize));
      expect(token(`${variant}-line-height`)).toBe(String(typography[variant].lineHeight));
    }
    expect(token('h6-font-weight')).toBe(String(typography.h6.fontWeight));
    expect(token('subtitle2-font-weight')).toBe(String(typography.subtitle2.fontWeight));
    // Easings compared by their numbers (the stylesheet's formatter writes 0.0 as 0).
    const numbers = (easing: string) => easing.match(/[\d.]+/g)?.map(Number);
    expect(numbers(token('easing'))).toEqual(numbers(transitions.easing.easeInOut));
    expect(numbers(token('easing-out'))).toEqual(numbers(transitions.easing.easeOut));
    expect(numbers(token('easing-sharp'))).toEqual(numbers(transitions.easing.sharp));
    const durations = {
      shortest: 'shortest',
      shorter: 'shorter',
      standard: 'standard',
      'entering-screen': 'enteringScreen',
      'leaving-screen': 'leavingScreen',
    } as const;
    for (const [name, key] of Object.entries(durations)) {
      expect(token(`duration-${name}`)).toBe(`${transitions.duration[key]}ms`);
    }
    expect(compact(token('shadow-1'))).toBe(compact(shadows[1]));
    expect(compact(token('shadow-2'))).toBe(compact(shadows[2]));
    for (const severity of ['info', 'success', 'warning', 'error'] as const) {
      expect(token(`${severity}-main`)).toBe(palette[severity].main);
      expect(token(`${severity}-dark`)).toBe(palette[severity].dark);
    }
  });
});
