import { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withCommitHook } from './commit-aware-dialect.js';
import { QueryCachesPlugin, queryCachesOf } from './query-caches-plugin.js';
import { dummyDialect } from '../../testing/dummy-dialect.js';

interface Db {
  sessions: { id: number };
  reviews: { id: number };
  locations: { id: number };
}

describe('query caches plugin', () => {
  it('drops cached sessions and totals on writes to the tables they were read from, before and after the write', async () => {
    const plugin = new QueryCachesPlugin();
    const db = new Kysely<Db>({ dialect: dummyDialect, plugins: [plugin] });
    const caches = queryCachesOf(db);
    expect(caches).toBe(plugin);
    caches?.sessions.set('hash', 'row', 0, caches.sessions.generation, new Set(['sessions']));
    caches?.totals.set('count', 48, 0, caches.totals.generation, new Set(['locations']));
    await db.selectFrom('sessions').selectAll().execute();
    await db.insertInto('reviews').values({ id: 1 }).execute();
    expect(caches?.sessions.get('hash', 0)).toBe('row');
    expect(caches?.totals.get('count', 0)).toBe(48);
    await db.deleteFrom('sessions').where('id', '=', 1).execute();
    expect(caches?.sessions.get('hash', 0)).toBeUndefined();
    expect(caches?.totals.get('count', 0)).toBe(48);
    await db.insertInto('locations').values({ id: 2 }).execute();
    expect(caches?.totals.get('count', 0)).toBeUndefined();
  });

  it('a commit drops again what was read between a write and its commit (another connection saw the old rows)', async () => {
    const plugin = new QueryCachesPlugin();
    let commits = 0;
    const db = new Kysely<Db>({
      dialect: withCommitHook(dummyDialect, () => {
        commits++;
        plugin.afterCommit();
      }),
      plugins: [plugin],
    });
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('locations').values({ id: 3 }).execute();
      // A concurrent read on another connection still counts the old rows, and stores its total.
      plugin.totals.set('count', 48, 0, plugin.totals.generation, new Set(['locations']));
      plugin.totals.set('other', 5, 0, plugin.totals.generation, new Set(['reviews']));
    });
    expect(commits).toBe(1);
    expect(plugin.totals.get('count', 0)).toBeUndefined();
    expect(plugin.totals.get('other', 0)).toBe(5);
  });

  it('a database without the plugin has no caches', () => {
    expect(queryCachesOf(new Kysely<Db>({ dialect: dummyDialect }))).toBeUndefined();
  });
});
