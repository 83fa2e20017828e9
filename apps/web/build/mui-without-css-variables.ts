import type { Plugin } from 'vite';

// MUI's createTheme and ThemeProvider import their CSS-theme-variables variants (extendTheme, the
// CssVarsProvider, colour-scheme storage) even for a theme without CSS variables, which ours is
// (libs/design-system createLocusTheme): about 7 KB gzip in every first load. The web build swaps those
// two modules for stubs that fail loudly, should a theme with CSS variables ever reach them.
const MESSAGE =
  'Locus builds MUI without CSS theme variables (apps/web/build/mui-without-css-variables.ts): ' +
  'remove that plugin before using cssVariables or colorSchemes.';

const fail = `() => { throw new Error(${JSON.stringify(MESSAGE)}); }`;

/** Stub source by the path of the MUI module it replaces (the exports each module has). */
export const MUI_CSS_VARIABLES_STUBS: Readonly<Record<string, string>> = {
  '@mui/material/styles/createThemeWithVars.mjs': [
    `const fail = ${fail};`,
    'export const createGetCssVar = fail;',
    'export default fail;',
  ].join('\n'),
  '@mui/material/styles/ThemeProviderWithVars.mjs': [
    `const fail = ${fail};`,
    'export const CssVarsProvider = fail;',
    'export { fail as useColorScheme, fail as getInitColorSchemeScript, fail as Experimental_CssVarsProvider };',
  ].join('\n'),
};

/** The stub for a resolved module id, if it is one of the replaced MUI modules. */
export function muiCssVariablesStub(id: string): string | null {
  const path = id.replace(/\\/g, '/').split('?')[0] ?? '';
  for (const [module, stub] of Object.entries(MUI_CSS_VARIABLES_STUBS))
    if (path.endsWith(`/node_modules/${module}`)) return stub;
  return null;
}

export function muiWithoutCssVariables(): Plugin {
  return { name: 'locus:mui-without-css-variables', enforce: 'pre', load: muiCssVariablesStub };
}
