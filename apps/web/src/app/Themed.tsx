import { LocusThemeProvider } from '@locus/design-system';
import type { ReactNode } from 'react';
import { useThemeSettings } from './theme-settings';

/**
 * The MUI theme (and emotion's cache with the page's style nonce) around a lazily loaded part of the
 * app. Only lazy modules import this: MUI and emotion stay off the entry, so the login page, styled by
 * static stylesheets, loads without them. The first provider writes the CSS baseline.
 */
export function Themed({ children, baseline = false }: { children: ReactNode; baseline?: boolean }) {
  const { whitelabel, styleNonce } = useThemeSettings();
  return (
    <LocusThemeProvider
      noBaseline={!baseline}
      {...(whitelabel ? { whitelabel } : {})}
      {...(styleNonce ? { styleNonce } : {})}
    >
      {children}
    </LocusThemeProvider>
  );
}
