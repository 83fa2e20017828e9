import { useTheme, type Theme } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { LocusThemeProvider } from './LocusThemeProvider.js';
import type { WhitelabelPalette } from './nav-palette.js';
import { ThemeIsland } from './ThemeIsland.js';
import { ThemeSettingsContext } from './theme-settings.js';

const whitelabel: WhitelabelPalette = {
  navBackground: '#102030',
  navText: '#ffffff',
  navActiveText: '#ffcc00',
  navHoverBackground: '#203040',
  navHoverText: '#ffffff',
};

/** Renders the theme its children see. */
function themeSeen(tree: (probe: ReactNode) => ReactNode): Theme {
  let seen: Theme | undefined;
  function Probe() {
    seen = useTheme();
    return null;
  }
  render(tree(<Probe />));
  if (!seen) throw new Error('the probe did not render');
  return seen;
}

describe('ThemeIsland', () => {
  it("gives a lazily rendered part the Locus theme from the page's settings", () => {
    const theme = themeSeen((probe) => (
      <ThemeSettingsContext.Provider value={{ whitelabel }}>
        <ThemeIsland>{probe}</ThemeIsland>
      </ThemeSettingsContext.Provider>
    ));
    expect(theme.locus.nav.background).toBe('#102030');
  });

  it('adds no provider inside a LocusThemeProvider (no second theme or emotion cache)', () => {
    const theme = themeSeen((probe) => (
      <ThemeSettingsContext.Provider value={{}}>
        <LocusThemeProvider whitelabel={whitelabel}>
          <ThemeIsland>{probe}</ThemeIsland>
        </LocusThemeProvider>
      </ThemeSettingsContext.Provider>
    ));
    // The outer provider's white-label theme, not one the island would make from the empty settings.
    expect(theme.locus.nav.background).toBe('#102030');
  });
});
