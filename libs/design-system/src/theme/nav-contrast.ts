import { getContrastRatio } from '@mui/material/styles';
import { navPaletteOf, type LocusNavPalette, type WhitelabelPalette } from './nav-palette.js';

/** WCAG 2 AA's minimum contrast for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

export interface NavContrastWarning {
  /** Which text on which background, in the palette's words. */
  pair: string;
  foreground: string;
  background: string;
  /** The contrast ratio, rounded to two decimals. */
  ratio: number;
}

const PAIRS: readonly { pair: string; fg: keyof LocusNavPalette; bg: keyof LocusNavPalette }[] = [
  { pair: 'text on background', fg: 'text', bg: 'background' },
  { pair: 'active text on background', fg: 'activeText', bg: 'background' },
  { pair: 'hover text on hover background', fg: 'hoverText', bg: 'hoverBackground' },
];

/**
 * The navigation's text/background pairs whose contrast falls under 4.5:1 (white-label colours are the
 * account's own choice, so they are checked, not trusted). A colour MUI cannot read counts as a warning.
 */
export function navContrastWarnings(palette: LocusNavPalette): NavContrastWarning[] {
  return PAIRS.flatMap(({ pair, fg, bg }) => {
    const foreground = palette[fg];
    const background = palette[bg];
    let ratio: number;
    try {
      ratio = Math.round(getContrastRatio(foreground, background) * 100) / 100;
    } catch {
      ratio = 0;
    }
    if (!Number.isFinite(ratio)) ratio = 0;
    return ratio < MIN_TEXT_CONTRAST ? [{ pair, foreground, background, ratio }] : [];
  });
}

/** The same check on a white-label's colours, as the theme will use them. */
export const whitelabelContrastWarnings = (whitelabel: WhitelabelPalette): NavContrastWarning[] =>
  navContrastWarnings(navPaletteOf(whitelabel));
