// Runs stories the way the catalogue does (decorators, loaders, play function, a11y check), so each story's
// interaction test is part of `npm test`. The stories are split over a few test files by area (this folder)
// so Vitest's workers share them: one file of ~500 stories was the suite's long pole on a 2-core machine.
import { composeStories, type composeStory } from '@storybook/react';
import { render } from '@testing-library/react';
import { afterAll, describe, it } from 'vitest';

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

/** Registers a test per story of each module (`modules`: an eager `import.meta.glob` of `*.stories.tsx`). */
export function runStories(modules: Record<string, StoriesModule>): void {
  // The preview's fixed-date beforeEach is undone only when the next story runs: undo the last one here,
  // so later test files in the same worker see the real clock.
  const RealDate = globalThis.Date;
  afterAll(() => {
    globalThis.Date = RealDate;
  });

  for (const [path, module] of Object.entries(modules)) {
    describe(path.replace(/^(\.\.\/)+/, ''), () => {
      const stories = composeStories(module) as Record<string, ComposedStory>;
      for (const [name, story] of Object.entries(stories)) {
        it(name, async () => {
          // Rendered through Testing Library so test-setup's cleanup unmounts it (portals included).
          await story.run({ testingLibraryRender: render } as Parameters<ComposedStory['run']>[0]);
        });
      }
    });
  }
}
