/**
 * A migrated, demo-seeded database per call, fast enough for server tests.
 *
 * - PGlite (default): the first call in any process builds a template data directory under os.tmpdir(), keyed
 *   by a hash of the migration and seed sources (so a change rebuilds it); every call copies the template and
 *   opens the copy (~0.4 s instead of ~3 s start + migrate + seed).
 * - PostgreSQL when TEST_DATABASE_URL is set: a fresh `locus_test_<random>` database on that server, dropped on
 *   close, so runs never see each other's rows. It is created from a template database (`locus_tpl_...`, keyed by
 *   the same hash and the day, since the seed dates rows from today) that the first call builds under an advisory
 *   lock: ~0.3 s per database instead of ~5 s of migrating and seeding.
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
  const copy = async () => withAdminClient(serverUrl, async (c) => createFromTemplate(c, name, await postgresTemplate(serverUrl, seed)));
  await copy().catch(async (error: { code?: string }) => {
    // Another worker's run past midnight dropped yesterday's template (3D000): build today's and copy that.
    if (error.code !== '3D000') throw error;
    postgresTemplates.delete(templateKey(serverUrl, seed));
    await copy();
  });
  const { db, close } = openDatabase({ databaseUrl: databaseUrlOf(serverUrl, name), maxConnections: 4 });
  return {
    db,
    kind: 'postgres',
    close: async () => {
      await close();
      await dropDatabase(serverUrl, name);
    },
  };
}

function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const dropDatabase = (serverUrl: string, name: string) =>
  withAdminClient(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`));

/** Concurrent copies of one template can meet PostgreSQL's "source database is being accessed" (55006): wait and retry. */
async function createFromTemplate(client: pg.Client, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt === 20) throw error;
      await new Promise((done) => setTimeout(done, 100 * attempt));
    }
  }
}

const TEMPLATE_LOCK = 7_262_001;
const postgresTemplates = new Map<string, Promise<string>>();
const templateKey = (serverUrl: string, seed: boolean) => `${serverUrl} ${seed}`;

/** The migrated (and seeded) template of today's sources; built once per server by whichever worker locks first. */
function postgresTemplate(serverUrl: string, seed: boolean): Promise<string> {
  const key = templateKey(serverUrl, seed);
  let template = postgresTemplates.get(key);
  if (!template) {
    template = buildPostgresTemplate(serverUrl, seed);
    template.catch(() => postgresTemplates.delete(key));
    postgresTemplates.set(key, template);
  }
  return template;
}

async function buildPostgresTemplate(serverUrl: string, seed: boolean): Promise<string> {
  const version = `${await sourceFingerprint()}_${new Date().toISOString().slice(0, 10).replaceAll('-', '')}`;
  const name = `locus_tpl_${seed ? 'seeded' : 'empty'}_${version}`;
  return withAdminClient(serverUrl, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return name;
      // Templates of older sources or days are never used again.
      const stale = await admin.query("select datname from pg_database where datname like 'locus\\_tpl\\_%' and datname not like $1", [`%\\_${version}`]);
      for (const row of stale.rows as { datname: string }[]) await admin.query(`drop database if exists ${row.datname} with (force)`);
      // Built under another name and renamed when complete, so a crash mid-build leaves no half template.
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const { db, close } = openDatabase({ databaseUrl: databaseUrlOf(serverUrl, building), maxConnections: 4 });
      try {
        await migrateToLatest(db);
        if (seed) await seedDemo(db, { now: SEEDED_AT });
      } finally {
        await close();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
}
