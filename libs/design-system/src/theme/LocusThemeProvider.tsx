import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { createLocusTheme } from './createLocusTheme.js';
import type { WhitelabelPalette } from './nav-palette.js';
import { LocusThemePresent } from './theme-present.js';

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

// One emotion cache per nonce: the app mounts a provider in each lazy part that uses MUI (the signed-in
// frame, the toasts, the error screen), and they share their inserted rules instead of repeating them.
const caches = new Map<string, EmotionCache>();
function cacheFor(nonce: string): EmotionCache {
  const cache = caches.get(nonce) ?? createCache({ key: 'css', nonce });
  caches.set(nonce, cache);
  return cache;
}

export function LocusThemeProvider({ styleNonce, ...props }: LocusThemeProviderProps) {
  const cache = styleNonce ? cacheFor(styleNonce) : null;
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
      <LocusThemePresent.Provider value>{children}</LocusThemePresent.Provider>
    </ThemeProvider>
  );
}
