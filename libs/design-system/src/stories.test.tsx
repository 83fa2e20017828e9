/// <reference types="vite/client" />
// Runs every story of this lib the way the catalogue does (decorators, loaders, play function, a11y
// check), so each story's interaction test is part of `npm test`.
import { composeStories, type composeStory } from '@storybook/react';
import { render } from '@testing-library/react';
import { afterAll, describe, it } from 'vitest';

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

// The preview's fixed-date beforeEach is undone only when the next story runs: undo the last one here,
// so later test files in the same worker see the real clock.
const RealDate = globalThis.Date;
afterAll(() => {
  globalThis.Date = RealDate;
});

const modules = import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true });

for (const [path, module] of Object.entries(modules)) {
  describe(path.replace(/^\.\//, ''), () => {
    const stories = composeStories(module) as Record<string, ComposedStory>;
    for (const [name, story] of Object.entries(stories)) {
      it(name, async () => {
        // Rendered through Testing Library so test-setup's cleanup unmounts it (portals included).
        await story.run({ testingLibraryRender: render } as Parameters<ComposedStory['run']>[0]);
      });
    }
  });
}
