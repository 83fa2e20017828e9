import { createContext } from 'react';

/**
 * True inside a LocusThemeProvider: a ThemeIsland there adds no provider of its own (a nested one would
 * make a second theme and emotion cache for the same page).
 */
export const LocusThemePresent = createContext(false);
