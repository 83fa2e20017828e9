/**
 * A migrated, demo-seeded database per call, fast enough for server tests.
 *
 * - PGlite (default): the first call in any process builds a template data directory under os.tmpdir(), keyed
 *   by a hash of the migration and seed sources (so a change rebuilds it); every call copies the template and
 *   opens the copy (~0.4 s instead of ~3 s start + migrate + seed).
 * - PostgreSQL when TEST_DATABASE_URL is set: a fresh `locus_test_<random>` database on that server, migrated and
 *   seeded, dropped on close. Runs never see each other's rows.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { seedDemo } from '../seed/seed-demo.js';

export interface TestDatabase {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const url = process.env['TEST_DATABASE_URL'];
  const seed = options.seed ?? true;
  if (url) return createPostgresDatabase(url, seed);
  return seed ? createPgliteDatabase() : createEmptyPgliteDatabase();
}

// ---- PGlite: copy a prepared template directory ----

const SOURCE_DIRS = ['../db', '../db/migrations', '../seed'].map((dir) => fileURLToPath(new URL(dir, import.meta.url)));

/** Hash of every non-test source file that shapes the template's contents. */
async function sourceFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  for (const dir of SOURCE_DIRS) {
    const files = (await readdir(dir)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort();
    for (const file of files) hash.update(file).update(await readFile(join(dir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The seeding time given to the demo seed here. A PGlite template serves test runs long after it was built, and
 * the demo queues its failed replies' retries within the hour after seeding: dated now, they would soon be due
 * and a test's worker on the real clock would spend seconds on simulated site calls ahead of its own jobs. Far
 * ahead, only a test that moves its clock there meets them.
 */
const SEEDED_AT = new Date('2100-01-01T00:00:00Z');

let templateDir: Promise<string> | undefined;

function prepareTemplate(): Promise<string> {
  templateDir ??= (async () => {
    const dir = join(tmpdir(), `locus-api-template-${await sourceFingerprint()}`);
    if (existsSync(dir)) return dir;
    // Build beside, then rename: test workers in other processes may race; a rename is atomic and one wins.
    const building = `${dir}.building-${process.pid}-${randomBytes(4).toString('hex')}`;
    const { db, close } = openDatabase({ dataDir: building, databaseUrl: '' });
    try {
      await migrateToLatest(db);
      await seedDemo(db, { now: SEEDED_AT });
    } finally {
      await close();
    }
    await rename(building, dir).catch(async (error: NodeJS.ErrnoException) => {
      await rm(building, { recursive: true, force: true });
      if (!existsSync(dir)) throw error;
    });
    return dir;
  })();
  templateDir.catch(() => (templateDir = undefined));
  return templateDir;
}

async function createPgliteDatabase(): Promise<TestDatabase> {
  const template = await prepareTemplate();
  const copy = await mkdtemp(join(tmpdir(), 'locus-api-test-'));
  await cp(template, copy, { recursive: true });
  const { db, close } = openDatabase({ dataDir: copy, databaseUrl: '' });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await close();
      await rm(copy, { recursive: true, force: true });
    },
  };
}

/** Migrated, nothing seeded: what a server started on an empty database sees. */
async function createEmptyPgliteDatabase(): Promise<TestDatabase> {
  const dir = await mkdtemp(join(tmpdir(), 'locus-api-empty-'));
  const { db, close } = openDatabase({ dataDir: dir, databaseUrl: '' });
  await migrateToLatest(db);
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

// ---- PostgreSQL: a throw-away database per call ----

async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function createPostgresDatabase(serverUrl: string, seed: boolean): Promise<TestDatabase> {
  const name = `locus_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const { db, close } = openDatabase({ databaseUrl: url.toString(), maxConnections: 4 });
  const drop = async () => {
    await close();
    await withAdminClient(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
  };
  try {
    await migrateToLatest(db);
    if (seed) await seedDemo(db, { now: SEEDED_AT });
  } catch (error) {
    await drop();
    throw error;
  }
  return { db, kind: 'postgres', close: drop };
}
