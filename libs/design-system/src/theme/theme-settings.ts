import { createContext, useContext } from 'react';
import type { WhitelabelPalette } from './nav-palette.js';

/**
 * What each lazily loaded MUI theme provider needs: the white-label's colours and the style nonce. Plain
 * React, so the app's entry provides it without loading MUI; ThemeIsland and the app's themed parts read it.
 */
export interface ThemeSettings {
  whitelabel?: WhitelabelPalette;
  styleNonce?: string;
}

export const ThemeSettingsContext = createContext<ThemeSettings>({});

export const useThemeSettings = (): ThemeSettings => useContext(ThemeSettingsContext);
