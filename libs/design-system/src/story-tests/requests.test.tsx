/// <reference types="vite/client" />
// The Ask for Reviews views' stories (issue 23).
import { runStories } from './run-stories.js';

runStories(import.meta.glob('../requests/**/*.stories.tsx', { eager: true }));
