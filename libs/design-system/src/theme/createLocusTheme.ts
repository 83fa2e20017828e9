import { createTheme, type Theme } from '@mui/material/styles';
import { navPaletteOf, type LocusNavPalette, type WhitelabelPalette } from './nav-palette.js';

export interface LocusThemeExtras {
  nav: LocusNavPalette;
  logoUrl?: string;
}

declare module '@mui/material/styles' {
  interface Theme {
    locus: LocusThemeExtras;
  }
  interface ThemeOptions {
    locus?: LocusThemeExtras;
  }
}

export interface LocusThemeOptions {
  whitelabel?: WhitelabelPalette;
}

/** The keyboard focus ring's colour (the primary blue, 5:1 on white). */
export const FOCUS_RING = '#1e63d6';

export function createLocusTheme(options: LocusThemeOptions = {}): Theme {
  const { whitelabel } = options;
  return createTheme({
    palette: {
      primary: { main: '#1e63d6' },
      secondary: { main: '#2fb380' },
      error: { main: '#c62828' },
      background: { default: '#f5f7fb' },
    },
    typography: {
      fontFamily: '"Inter", "Roboto", "Helvetica", "Arial", sans-serif',
      button: { textTransform: 'none' },
    },
    shape: { borderRadius: 6 },
    // A visible focus ring for keyboard users on every MUI control and link (the ripple alone is faint).
    components: {
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: `2px solid ${FOCUS_RING}`, outlineOffset: 2 } } } },
      MuiLink: { styleOverrides: { root: { '&:focus-visible': { outline: `2px solid ${FOCUS_RING}`, outlineOffset: 2 } } } },
      // MUI renders the subtitle styles as <h6>: a name or a title styled small then broke the page's heading
      // order (Lighthouse and axe heading-order). They are text; a real heading says its level (component="h2").
      MuiTypography: { defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } } },
    },
    locus: { nav: navPaletteOf(whitelabel), ...(whitelabel?.logoUrl ? { logoUrl: whitelabel.logoUrl } : {}) },
  });
}
