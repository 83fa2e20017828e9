import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.js';
import { openDatabase } from '../db/database.js';
import { startTestServer, type TestServer } from '../testing/http-harness.js';
import { createAdmin } from './first-admin.js';
import { DEMO_PASSWORD } from './constants.js';
import { prepareStartupData } from './startup-data.js';

describe('a server started without the demo (DATABASE_URL, no LOCUS_DEMO)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
  });
  afterAll(() => server?.close());

  it('has no accounts and no published demo login; the first admin it is told to create signs in', async () => {
    const accounts = await server.db.selectFrom('accounts').select('id').execute();
    expect(accounts).toEqual([]);
    const demo = await server.request('POST', '/auth', { body: { email: 'admin@harbor.test', password: DEMO_PASSWORD } });
    expect(demo.status).toBe(401);
    // A second start finds the lookups and changes nothing.
    expect(await prepareStartupData(server.db, { seedDemo: false })).toEqual({ kind: 'empty' });

    const { accountId } = await createAdmin(server.db, { email: 'owner@acme.example', accountName: 'Acme', password: 'a-long-password' });
    const token = await server.login('owner@acme.example', 'a-long-password');
    const account = await server.request('GET', `/accounts/${accountId}`, { token });
    expect(account.status).toBe(200);
    expect(account.body.name).toBe('Acme');
    const types = await server.request('GET', '/user_types', { token });
    expect(types.status).toBe(200);
    expect(types.body._embedded.user_types.length).toBeGreaterThan(0);
    await expect(createAdmin(server.db, { email: 'OWNER@acme.example', accountName: 'Other', password: 'a-long-password' })).rejects.toThrow(/already exists/);
    await expect(createAdmin(server.db, { email: 'x@acme.example', accountName: 'Other', password: 'short' })).rejects.toThrow(/--password/);
  });
});

describe('npm run create-admin', () => {
  it('creates the first admin in the PGlite folder it is given and prints a generated password once', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'locus-create-admin-'));
    try {
      const { stdout } = await promisify(execFile)(
        join(REPO_ROOT, 'node_modules/.bin/tsx'),
        ['--conditions=@locus/source', 'apps/api/src/cli/create-admin.ts', '--email', 'first@acme.example', '--account', 'Acme', '--data-dir', dir],
        { cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: '' } },
      );
      const password = /Generated password \(shown once\): (\S+)/.exec(stdout)?.[1];
      expect(password).toEqual(expect.any(String));
      const database = openDatabase({ dataDir: dir, databaseUrl: '' });
      try {
        const user = await database.db.selectFrom('users').select(['email', 'status']).executeTakeFirstOrThrow();
        expect(user).toEqual({ email: 'first@acme.example', status: 'active' });
      } finally {
        await database.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
