// The theme's settings context lives in the design system, whose lazily loaded MUI parts (ThemeIsland)
// read it too; the app provides it (App.tsx) and reads it here.
export { ThemeSettingsContext, useThemeSettings, type ThemeSettings } from '@locus/design-system';
