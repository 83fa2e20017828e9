import { describe, expect, it } from 'vitest';
import { muiCssVariablesStub } from './mui-without-css-variables';

describe('muiWithoutCssVariables', () => {
  it("replaces MUI's CSS-variables theme and provider modules, and nothing else", () => {
    const root = '/repo/node_modules/@mui/material/styles';
    expect(muiCssVariablesStub(`${root}/createThemeWithVars.mjs`)).toContain('export default fail');
    expect(muiCssVariablesStub(`${root}/ThemeProviderWithVars.mjs`)).toContain('CssVarsProvider');
    expect(muiCssVariablesStub(`${root}/createTheme.mjs`)).toBeNull();
    expect(muiCssVariablesStub(`${root}/ThemeProviderNoVars.mjs`)).toBeNull();
  });

  it('stubs fail loudly, naming the plugin', async () => {
    const stub = muiCssVariablesStub('/repo/node_modules/@mui/material/styles/createThemeWithVars.mjs');
    const module = (await import(
      /* @vite-ignore */ `data:text/javascript,${encodeURIComponent(stub ?? '')}`
    )) as {
      default: () => unknown;
    };
    expect(() => module.default()).toThrow(/mui-without-css-variables/);
  });
});
