import { ThemeIsland } from '@locus/design-system';
import type { ReactNode } from 'react';

/**
 * The MUI theme (and emotion's cache with the page's style nonce) around a lazily loaded part of the
 * app: the design system's ThemeIsland, which reads the settings App.tsx provides. Only lazy modules
 * import this: MUI and emotion stay off the entry. The page's baseline is the static `baseline.css` the
 * entry loads, so no provider writes MUI's CssBaseline.
 */
export function Themed({ children }: { children: ReactNode }) {
  return <ThemeIsland>{children}</ThemeIsland>;
}
