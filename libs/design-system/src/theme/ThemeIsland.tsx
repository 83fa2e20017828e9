import { useContext, type ReactNode } from 'react';
import { LocusThemeProvider } from './LocusThemeProvider.js';
import { LocusThemePresent } from './theme-present.js';
import { useThemeSettings } from './theme-settings.js';

/**
 * The MUI theme around a lazily rendered MUI part of a static view (a filter dropdown's panel, the filter
 * sheet): the Locus theme from the page's ThemeSettingsContext, or nothing when the part is already inside
 * a LocusThemeProvider. Only lazy modules import this, so MUI and emotion load when the part first opens.
 * No baseline: the page's static `baseline.css` is it.
 */
export function ThemeIsland({ children }: { children: ReactNode }) {
  const themed = useContext(LocusThemePresent);
  const { whitelabel, styleNonce } = useThemeSettings();
  if (themed) return children;
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
