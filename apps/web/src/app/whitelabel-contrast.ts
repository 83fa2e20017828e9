import { whitelabelContrastWarnings, type WhitelabelPalette } from '@locus/design-system';

// Kept apart from whitelabel-theme.ts: the contrast maths comes with MUI's colour helpers, which only the
// lazily loaded themed frame may bring (the entry has no MUI).

/**
 * Warns, in the console, when a white-label's navigation colours fall under 4.5:1 contrast. There is no
 * white-label settings screen yet to show it on; the account's colours are used as set.
 */
export function reportWhitelabelContrast(palette: WhitelabelPalette | undefined, warn: (message: string) => void = console.warn): void {
  if (!palette) return;
  const warnings = whitelabelContrastWarnings(palette);
  if (warnings.length === 0) return;
  const pairs = warnings.map((w) => `${w.pair} ${w.foreground} on ${w.background} is ${w.ratio}:1`).join('; ');
  warn(`White-label navigation colours under 4.5:1 contrast: ${pairs}`);
}
