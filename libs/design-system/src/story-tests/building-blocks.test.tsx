/// <reference types="vite/client" />
// The stories of the building blocks: filters, inputs, data, dialogs.
import { runStories } from './run-stories.js';

runStories(
  import.meta.glob(
    [
      '../filters/**/*.stories.tsx',
      '../inputs/**/*.stories.tsx',
      '../data/**/*.stories.tsx',
      '../dialogs/**/*.stories.tsx',
    ],
    { eager: true },
  ),
);
