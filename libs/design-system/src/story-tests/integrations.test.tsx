/// <reference types="vite/client" />
// The integrations views' stories (issue 29).
import { runStories } from './run-stories.js';

runStories(import.meta.glob('../integrations/**/*.stories.tsx', { eager: true }));
