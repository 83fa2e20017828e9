// Vitest runs the stories with the catalogue's own annotations (theme decorator, fixed date, a11y).
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import previewAnnotations from '../../../.storybook/preview.js';

// jsdom cannot compute colours (no canvas, no pseudo-elements): contrast is checked in the browser
// catalogue only; every other axe rule runs here, reporting violations only (much faster).
const jsdomA11y = {
  parameters: {
    a11y: {
      config: { rules: [{ id: 'color-contrast', enabled: false }] },
      options: {
        resultTypes: ['violations'],
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      },
    },
  },
};

setProjectAnnotations([a11yAnnotations, previewAnnotations, jsdomA11y]);

afterEach(() => cleanup());
