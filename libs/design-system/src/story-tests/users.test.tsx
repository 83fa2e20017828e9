/// <reference types="vite/client" />
// The users views' stories (issue 29 part 3).
import { runStories } from './run-stories.js';

runStories(import.meta.glob('../users/**/*.stories.tsx', { eager: true }));
