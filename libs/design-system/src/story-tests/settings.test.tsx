/// <reference types="vite/client" />
// The settings views' stories (issue 29).
import { runStories } from './run-stories.js';

runStories(import.meta.glob('../settings/**/*.stories.tsx', { eager: true }));
