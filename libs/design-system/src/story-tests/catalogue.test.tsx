/// <reference types="vite/client" />
// Every other story (new areas land here until they are big enough for a file of their own).
import { runStories } from './run-stories.js';

runStories(
  import.meta.glob(
    [
      '../**/*.stories.tsx',
      '!../locations/**',
      '!../hours/**',
      '!../scoring/**',
      '!../keywords/**',
      '!../reviews/**',
      '!../filters/**',
      '!../inputs/**',
      '!../data/**',
      '!../dialogs/**',
      '!../requests/**',
      '!../integrations/**',
      '!../banners/**',
      '!../users/**',
    ],
    { eager: true },
  ),
);
