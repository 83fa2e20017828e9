import { LocusThemeProvider } from '@locus/design-system';
import type { ReactNode } from 'react';
import { useThemeSettings } from './theme-settings';

/**
 * The MUI theme (and emotion's cache with the page's style nonce) around a lazily loaded part of the
 * app. Only lazy modules import this: MUI and emotion stay off the entry. The page's baseline is the
 * static `baseline.css` the entry loads, so no provider writes MUI's CssBaseline.
 */
export function Themed({ children }: { children: ReactNode }) {
  const { whitelabel, styleNonce } = useThemeSettings();
  return (
    <LocusThemeProvider
      noBaseline
      {...(whitelabel ? { whitelabel } : {})}
      {...(styleNonce ? { styleNonce } : {})}
    >
      {children}
    </LocusThemeProvider>
  );
}
