import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SESSION_CACHE_TTL_MS, SessionCache, SessionCachePlugin, sessionCacheOf, writtenTables } from './session-cache.js';

interface Db {
  sessions: { id: number; last_used_at: Date };
  reviews: { id: number };
}

const dialect = {
  createAdapter: () => new PostgresAdapter(),
  createDriver: () => new DummyDriver(),
  createIntrospector: (db: Kysely<unknown>) => new PostgresIntrospector(db),
  createQueryCompiler: () => new PostgresQueryCompiler(),
};

describe('session cache', () => {
  it('serves an entry until the TTL passes', () => {
    const cache = new SessionCache<string>();
    cache.set('hash', 'row', 1000, cache.generation);
    expect(cache.get('hash', 1000 + SESSION_CACHE_TTL_MS - 1)).toBe('row');
    expect(cache.get('hash', 1000 + SESSION_CACHE_TTL_MS)).toBeUndefined();
  });

  it('drops everything on invalidation, and does not store a read that overlapped it', () => {
    const cache = new SessionCache<string>();
    cache.set('a', 'row', 0, cache.generation);
    const readAt = cache.generation;
    cache.invalidate();
    expect(cache.get('a', 0)).toBeUndefined();
    cache.set('b', 'stale', 0, readAt);
    expect(cache.get('b', 0)).toBeUndefined();
  });

  it('names the tables a statement writes', () => {
    const db = new Kysely<Db>({ dialect });
    expect(writtenTables(db.selectFrom('sessions').selectAll().toOperationNode())).toBe('read');
    expect(writtenTables(db.deleteFrom('sessions').where('id', '=', 1).toOperationNode())).toEqual(['sessions']);
    expect(writtenTables(db.updateTable('sessions as s').set({ last_used_at: new Date() }).toOperationNode())).toEqual(['sessions']);
    expect(writtenTables(db.insertInto('reviews').values({ id: 1 }).toOperationNode())).toEqual(['reviews']);
    expect(writtenTables(sql`delete from sessions`.toOperationNode())).toBeNull();
    expect(writtenTables(sql`select 1`.toOperationNode())).toBe('read');
  });

  it('the plugin invalidates on writes to session sources only (logout clears a cached session)', async () => {
    const plugin = new SessionCachePlugin();
    const db = new Kysely<Db>({ dialect, plugins: [plugin] });
    const cache = sessionCacheOf<string>(db);
    expect(cache).toBe(plugin.cache);
    cache?.set('hash', 'row', 0, cache.generation);
    await db.selectFrom('sessions').selectAll().execute();
    await db.insertInto('reviews').values({ id: 1 }).execute();
    expect(cache?.get('hash', 0)).toBe('row');
    await db.deleteFrom('sessions').where('id', '=', 1).execute();
    expect(cache?.get('hash', 0)).toBeUndefined();
    expect(sessionCacheOf(new Kysely<Db>({ dialect }))).toBeUndefined();
  });
});
