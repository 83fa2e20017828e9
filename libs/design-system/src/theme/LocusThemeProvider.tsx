import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { createLocusTheme, type WhitelabelPalette } from './createLocusTheme.js';

export interface LocusThemeProviderProps {
  whitelabel?: WhitelabelPalette;
  /** Skip the CSS baseline, e.g. when the host page already has one. */
  noBaseline?: boolean;
  children: ReactNode;
}

export function LocusThemeProvider({ whitelabel, noBaseline, children }: LocusThemeProviderProps) {
  const theme = useMemo(() => createLocusTheme(whitelabel ? { whitelabel } : {}), [whitelabel]);
  return (
    <ThemeProvider theme={theme}>
      {noBaseline ? null : <CssBaseline />}
      {children}
    </ThemeProvider>
  );
}
