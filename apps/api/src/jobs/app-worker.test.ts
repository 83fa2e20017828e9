import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { allHandlers } from '../modules/index.js';
import { createServices } from '../adapters/create-services.js';
import { createTestDatabase } from '../testing/test-database.js';
import { EXPORT_JOB } from './export-runner.js';
import { enqueueJob } from './queue.js';

describe('the server\'s worker (buildApp option)', () => {
  it('runs queued jobs in the background while the server is up, and stops on close', async () => {
    const [database, dataDir] = await Promise.all([createTestDatabase(), mkdtemp(join(tmpdir(), 'locus-worker-'))]);
    const { db } = database;
    const app = await buildApp({ db, services: createServices({ db, dataDir }), handlers: allHandlers, webRoot: null, worker: { pollMs: 20 } });
    try {
      await app.ready();
      const account = await db.selectFrom('accounts').select('id').where('name', '=', 'Harbor Dental Group').executeTakeFirstOrThrow();
      const file = await db
        .insertInto('export_files')
        .values({ account_id: account.id, resource: 'groups', filters: '{}', download_options: '{}', origin: 'http://localhost' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await enqueueJob(db, EXPORT_JOB, { export_file_id: file.id }, new Date());
      let status = 'pending';
      for (let i = 0; i < 200 && status !== 'complete'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        status = (await db.selectFrom('export_files').select('status').where('id', '=', file.id).executeTakeFirstOrThrow()).status;
      }
      expect(status).toBe('complete');
    } finally {
      await app.close();
      // After close the worker takes no more jobs.
      const late = await enqueueJob(db, EXPORT_JOB, { export_file_id: 0 }, new Date());
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await db.selectFrom('jobs').select('status').where('id', '=', late).executeTakeFirstOrThrow()).status).toBe('pending');
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
