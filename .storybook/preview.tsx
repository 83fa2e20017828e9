import type { Preview } from '@storybook/react-vite';
import { LocusThemeProvider } from '../libs/design-system/src/theme/LocusThemeProvider.js';
import type { WhitelabelPalette } from '../libs/design-system/src/theme/nav-palette.js';
import { installFixedDate, STORY_DATE } from './fixed-date.js';

// Shared by the Storybook UI and the Vitest run of the stories (libs/design-system/src/test-setup.ts).
const preview: Preview = {
  decorators: [
    // A story can ask for a white-labelled theme with `parameters: { whitelabel: {...} }`.
    (Story, context) => {
      const whitelabel = context.parameters['whitelabel'] as WhitelabelPalette | undefined;
      return (
        <LocusThemeProvider {...(whitelabel ? { whitelabel } : {})}>
          <Story />
        </LocusThemeProvider>
      );
    },
  ],
  beforeEach: () => installFixedDate(STORY_DATE),
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color|text)$/i } },
    // Serious and critical accessibility violations fail the story's test run, as in the e2e audit
    // (the addon's matcher keeps only the impacts axe's options name in impactLevels).
    a11y: { test: 'error', options: { impactLevels: ['serious', 'critical'] } },
  },
  tags: ['autodocs'],
};

export default preview;
