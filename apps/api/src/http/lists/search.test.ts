import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeLike, matchesAny, parseKeywords, relevance } from './search.js';

interface Db {
  places: { id: number; name: string; city: string | null };
}

describe('keyword search SQL', () => {
  let db: Kysely<Db>;

  beforeAll(async () => {
    db = new Kysely<Db>({ dialect: new PGliteDialect(new PGlite()) });
    await sql`create table places (id int primary key, name text not null, city text)`.execute(db);
    await db
      .insertInto('places')
      .values([
        { id: 1, name: 'Downtown Dental', city: 'Boston' },
        { id: 2, name: 'Dental', city: 'Austin' },
        { id: 3, name: 'Smile Dental Care', city: null },
        { id: 4, name: 'Harbor Clinic', city: 'Dentonville' },
        { id: 5, name: '100% Care', city: 'Reno' },
      ])
      .execute();
  });

  afterAll(async () => {
    await db.destroy();
  });

  const search = (keywords: string, columns = ['name', 'city'], mode: 'prefix' | 'substring' = 'substring') =>
    db
      .selectFrom('places')
      .select('id')
      .where(matchesAny(columns, keywords, mode))
      .orderBy(relevance('name', keywords), 'desc')
      .orderBy('name')
      .execute()
      .then((rows) => rows.map((row) => row.id));

  it('[P7-054] orders by relevance: exact, then prefix, then substring, then other columns', async () => {
    expect(await search('dental')).toEqual([2, 1, 3]);
    expect(await search('den')).toEqual([2, 1, 3, 4]);
  });

  it('matches case-insensitively across the given columns', async () => {
    expect(await search('BOSTON')).toEqual([1]);
  });

  it('[P5-036] prefix mode matches only the start', async () => {
    expect(await search('dental', ['name'], 'prefix')).toEqual([2]);
  });

  it('treats LIKE wildcards in the keywords literally', async () => {
    expect(escapeLike('100%_a\\')).toBe('100\\%\\_a\\\\');
    expect(await search('%')).toEqual([5]);
  });

  it('parseKeywords ignores blank keywords and reads typeahead', () => {
    expect(parseKeywords({ keywords: '  ' })).toBeNull();
    expect(parseKeywords({ keywords: 'den', search_type: 'typeahead' })).toEqual({ keywords: 'den', typeahead: true });
  });
});
