/// <reference types="vite/client" />
// The stories of performance and insight: scoring, keywords and reviews.
import { runStories } from './run-stories.js';

runStories(
  import.meta.glob(
    ['../scoring/**/*.stories.tsx', '../keywords/**/*.stories.tsx', '../reviews/**/*.stories.tsx'],
    { eager: true },
  ),
);
