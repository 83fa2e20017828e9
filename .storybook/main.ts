import type { StorybookConfig } from '@storybook/react-vite';
import type { Rollup } from 'vite';

// MUI marks its modules 'use client' (for React Server Components); a static catalogue has no use
// for the directive, and the bundler's warning for each of the ~200 modules hides real warnings.
function quietDirectives(warning: Rollup.RollupLog, next: (warning: Rollup.RollupLog) => void) {
  if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') next(warning);
}

// The catalogue of every lib's stories. Libs resolve to their sources through the '@locus/source'
// export condition, as in the app and the tests.
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../libs/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      resolve: { conditions: ['@locus/source'] },
      // The preview bundles React, MUI and the docs addon into one chunk; that is expected here.
      build: { chunkSizeWarningLimit: 2000, rolldownOptions: { onwarn: quietDirectives } },
    });
  },
};

export default config;
