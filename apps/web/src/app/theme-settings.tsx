import type { WhitelabelPalette } from '@locus/design-system';
import { createContext, useContext } from 'react';

/** What each lazily loaded MUI theme provider needs: the white-label's colours and the style nonce. */
export interface ThemeSettings {
  whitelabel?: WhitelabelPalette;
  styleNonce?: string;
}

export const ThemeSettingsContext = createContext<ThemeSettings>({});

export const useThemeSettings = (): ThemeSettings => useContext(ThemeSettingsContext);
