import { test } from 'vitest';
import { startTestServer } from './http-harness.js';

/**
 * `it` with what most route tests set up first, once per test file (vitest's file-scoped fixtures):
 * `server`, the whole server on a seeded database (started for the first test that asks for it, closed
 * after the file's last), and `admin`, a session of the Harbor admin.
 *   apiTest('lists locations', async ({ server, admin }) => { ... })
 */
export const apiTest = test
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's needs from this pattern: none
  .extend('server', { scope: 'file' }, async ({}, { onCleanup }) => {
    const server = await startTestServer();
    onCleanup(() => server.close());
    return server;
  })
  .extend('admin', { scope: 'file' }, ({ server }) => server.login('admin@harbor.test'));
