/// <reference types="vite/client" />
// The stories of the location area: locations and hours.
import { runStories } from './run-stories.js';

runStories(import.meta.glob(['../locations/**/*.stories.tsx', '../hours/**/*.stories.tsx'], { eager: true }));
