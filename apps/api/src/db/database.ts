/**
 * Opens the server's database: embedded PGlite (a data directory, or memory) by default, a real PostgreSQL
 * when a URL is given. Both speak the PostgreSQL dialect, so the same migrations and queries serve both.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql, type Dialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { withCommitHook } from './caches/commit-aware-dialect.js';
import { QueryCachesPlugin } from './caches/query-caches-plugin.js';
import { PGliteThread } from './pglite-thread.js';
import type { Database } from './schema.js';

export { migrateToLatest } from './migrate.js';

export interface DatabaseConfig {
  /** A postgres:// URL; when set, PostgreSQL is used. Defaults to the DATABASE_URL environment variable. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or `memory://` for a throw-away database. Defaults to `<repo>/.data/pglite`. */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL (default 10). */
  maxConnections?: number | undefined;
}

export interface OpenDatabase {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const DEFAULT_DATA_DIR = resolve(REPO_ROOT, '.data/pglite');
export const MEMORY = 'memory://';

// Type OIDs whose text form the driver would hand back as strings (or BigInt): count(*) is int8,
// avg()/sum() of integers are numeric. The API only ever deals in JSON numbers, so parse at the driver
// (PGlite's thread does the same in pglite-thread-worker.mjs).
const INT8_OID = 20;
const NUMERIC_OID = 1700;
/** SQLSTATE 57P01: the server terminated the connection on purpose. */
const ADMIN_SHUTDOWN = '57P01';
const toNumber = (text: string): number => Number(text);

export function openDatabase(config: DatabaseConfig = {}): OpenDatabase {
  const url = config.databaseUrl ?? process.env['DATABASE_URL'];
  return url ? openPostgres(url, config.maxConnections ?? 10) : openPglite(config.dataDir ?? DEFAULT_DATA_DIR);
}

/** A Kysely instance with the database's caches, told about every write and every commit. */
function cachedKysely(dialect: Dialect): Kysely<Database> {
  const caches = new QueryCachesPlugin();
  return new Kysely<Database>({ dialect: withCommitHook(dialect, () => caches.afterCommit()), plugins: [caches] });
}

function openPglite(dataDir: string): OpenDatabase {
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  // The dialect only calls query() and close(); the thread's client answers both (see pglite-thread.ts).
  const client = new PGliteThread(dataDir) as unknown as PGlite;
  const db = cachedKysely(new PGliteDialect(client));
  // Kysely's destroy closes the PGlite thread (the dialect's driver owns it).
  return { db, kind: 'pglite', close: () => db.destroy() };
}

function openPostgres(connectionString: string, max: number): OpenDatabase {
  const pool = new pg.Pool({
    connectionString,
    max,
    // Per pool, not pg.types.setTypeParser: a global parser would change other pg users in the process.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID || oid === NUMERIC_OID ? toNumber : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client can be cut off by the server (restart, or a test dropping its database just after close);
  // without a listener node-postgres turns that into an uncaught exception. The pool replaces the client.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== ADMIN_SHUTDOWN) console.warn(`database: idle connection lost: ${error.message}`);
  });
  const db = cachedKysely(new PostgresDialect({ pool }));
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/**
 * VACUUM (ANALYZE) on PGlite. PGlite runs PostgreSQL in single-user mode with no autovacuum worker, so after a
 * bulk load nothing marks pages all-visible: index-only scans (list pages at deep offsets, counts) then read
 * every heap row too. Run it after seeding or bulk writes. PostgreSQL's autovacuum does this by itself.
 */
export async function vacuumPglite(database: OpenDatabase): Promise<void> {
  if (database.kind === 'pglite') await sql`vacuum (analyze)`.execute(database.db);
}
