/// <reference types="vite/client" />
// The banners' stories (issue 29).
import { runStories } from './run-stories.js';

runStories(import.meta.glob('../banners/**/*.stories.tsx', { eager: true }));
