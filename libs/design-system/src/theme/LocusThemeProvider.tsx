import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { createLocusTheme, type WhitelabelPalette } from './createLocusTheme.js';

export interface LocusThemeProviderProps {
  whitelabel?: WhitelabelPalette;
  /** Skip the CSS baseline, e.g. when the host page already has one. */
  noBaseline?: boolean;
  /**
   * The page's style nonce: every <style> tag emotion writes carries it, so a Content-Security-Policy
   * that allows no other inline style still lets the theme's styles apply.
   */
  styleNonce?: string;
  children: ReactNode;
}

export function LocusThemeProvider({ styleNonce, ...props }: LocusThemeProviderProps) {
  const cache = useMemo(
    () => (styleNonce ? createCache({ key: 'css', nonce: styleNonce }) : null),
    [styleNonce],
  );
  return cache ? (
    <CacheProvider value={cache}>
      <LocusTheme {...props} />
    </CacheProvider>
  ) : (
    <LocusTheme {...props} />
  );
}

function LocusTheme({ whitelabel, noBaseline, children }: Omit<LocusThemeProviderProps, 'styleNonce'>) {
  const theme = useMemo(() => createLocusTheme(whitelabel ? { whitelabel } : {}), [whitelabel]);
  return (
    <ThemeProvider theme={theme}>
      {noBaseline ? null : <CssBaseline />}
      {children}
    </ThemeProvider>
  );
}
