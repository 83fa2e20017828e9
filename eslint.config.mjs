import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';

// Layering of the architecture guide: apps > domain > resources/api-client/util; ui beside domain.
const depConstraints = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:domain', 'type:data', 'type:ui', 'type:api-client', 'type:util'] },
  { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain', 'type:data', 'type:api-client', 'type:util'] },
  { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:api-client', 'type:util'] },
  // The server reads the contract's operation types from the client lib, so they are generated once; the
  // import is type-only (checked below), so no client code runs in the server.
  { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:contract', 'type:api-client'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  { sourceTag: 'type:api-client', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util', 'type:api-client', 'type:app'] },
  { sourceTag: 'type:contract', onlyDependOnLibsWithTags: [] },
  // Foundation libs (api-client, resources, auth, filters) serve every feature and import no feature; a
  // feature lib (hours, locations, listings, media, insights, widgets, reviews) imports foundation libs
  // only, never another feature lib: what two features share moves down. The one allowance is below.
  { sourceTag: 'layer:foundation', onlyDependOnLibsWithTags: ['layer:foundation'] },
  { sourceTag: 'layer:feature', onlyDependOnLibsWithTags: ['layer:foundation'] },
];
const boundaries = { enforceBuildableLibDependency: false, allow: [], depConstraints };
const boundariesAllowing = (...imports) => ['error', { ...boundaries, allow: imports }];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: ['**/dist', '**/node_modules', '**/.data', '**/.nx', '**/src/generated', '**/storybook-static', '**/test-results', '**/playwright-report'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': ['error', boundaries],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The location form embeds the hours editor (HoursEditorStore, the open-status rules, the week's
    // labels in the sync diff): a location's hours are edited where the location is. Hours imports
    // nothing of locations, so the two stay a one-way pair, not a cycle.
    files: ['libs/locations/**'],
    rules: { '@nx/enforce-module-boundaries': boundariesAllowing('@locus/hours') },
  },
  {
    // The Vitest setup runs stories with the root catalogue's preview, which belongs to no Nx project.
    files: ['libs/design-system/src/test-setup.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // The server runs the score formula's entry and the reply rules' entry (see the rule below).
    files: ['apps/api/**'],
    rules: { '@nx/enforce-module-boundaries': boundariesAllowing('@locus/scoring/formula', '@locus/reviews/response-rules', '@locus/requests/contact-rules') },
  },
  {
    // Server modules: a handler file (`*-handlers.ts`) is reached only through the registry (modules/index.ts).
    // Jobs, the embed and other handlers import the module's queries, rules and wire files instead.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/modules/index.ts', 'apps/api/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*-handlers', '**/*-handlers.js'],
              message: 'Handler files are imported only by modules/index.ts; move what you need into a query, rule or wire file of the module.',
            },
            {
              // Two exceptions: the score formula, so the server's scores and the browser's what-if are one copy,
              // and the reply rules, so the server refuses exactly the replies the composer refuses.
              regex: '^@locus/(?!scoring/formula$|reviews/response-rules$|requests/contact-rules$)',
              allowTypeImports: true,
              message: 'The server takes only types from the libs (the contract), the score formula (@locus/scoring/formula), the reply rules (@locus/reviews/response-rules) and the customer address rules (@locus/requests/contact-rules), never other code.',
            },
          ],
        },
      ],
    },
  },
  prettier,
];
