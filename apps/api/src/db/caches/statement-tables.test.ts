import { Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dummyDialect } from '../../testing/dummy-dialect.js';
import { tablesRead, writtenTables } from './statement-tables.js';

interface Db {
  sessions: { id: number; last_used_at: Date };
  reviews: { id: number; location_id: number };
  locations: { id: number; account_id: number };
  group_locations: { group_id: number; location_id: number };
}

const db = new Kysely<Db>({ dialect: dummyDialect });

describe('statement tables', () => {
  it('names the tables a statement writes', () => {
    expect(writtenTables(db.selectFrom('sessions').selectAll().toOperationNode())).toBe('read');
    expect(writtenTables(db.deleteFrom('sessions').where('id', '=', 1).toOperationNode())).toEqual(['sessions']);
    expect(writtenTables(db.updateTable('sessions as s').set({ last_used_at: new Date() }).toOperationNode())).toEqual(['sessions']);
    expect(writtenTables(db.insertInto('reviews').values({ id: 1, location_id: 1 }).toOperationNode())).toEqual(['reviews']);
    expect(writtenTables(sql`delete from sessions`.toOperationNode())).toBeNull();
    expect(writtenTables(sql`select 1`.toOperationNode())).toBe('read');
  });

  it('finds every table a query reads, sub-queries included', () => {
    const query = db
      .selectFrom('locations as l')
      .select('l.id')
      .where('l.account_id', '=', 1)
      .where((eb) => eb.exists(eb.selectFrom('group_locations as gl').select('gl.location_id').whereRef('gl.location_id', '=', 'l.id')))
      .where(sql<boolean>`${sql.ref('l.id')} > ${0}`);
    // Aliases ('l', 'gl') are named too: an extra name only makes invalidation broader, never staler.
    expect([...(tablesRead(query.toOperationNode()) ?? [])]).toEqual(expect.arrayContaining(['locations', 'group_locations']));
    expect(tablesRead(db.selectFrom('reviews').select('id').toOperationNode())).toEqual(new Set(['reviews']));
  });

  it('gives up (null) on raw SQL that reads tables of its own', () => {
    const query = db.selectFrom('locations as l').select(sql<number[]>`array(select gl.group_id from group_locations gl)`.as('g'));
    expect(tablesRead(query.toOperationNode())).toBeNull();
  });
});
