import { afterAll, describe, expect, it } from 'vitest';
import { PGliteThread } from './pglite-thread.js';

describe('PGlite on its own thread', () => {
  const thread = new PGliteThread('memory://');
  afterAll(() => thread.close());

  it('answers queries with parsed rows (int8 counts as numbers, timestamps as dates)', async () => {
    await thread.query('create table t (id int primary key, at timestamptz)');
    const at = new Date('2026-11-01T12:00:00Z');
    const insert = await thread.query('insert into t (id, at) values ($1, $2), ($3, $2)', [1, at, 2]);
    expect(insert.affectedRows).toBe(2);
    const { rows } = await thread.query('select count(*) as n, max(at) as latest from t');
    expect(rows).toEqual([{ n: 2, latest: at }]);
  });

  it("rejects with PostgreSQL's error fields, so a duplicate is recognised as a unique violation", async () => {
    await thread.query('create table u (email text unique)');
    await thread.query("insert into u values ('a@b.test')");
    const error = await thread.query("insert into u values ('a@b.test')").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'u_email_key' });
  });

  it('a failed statement leaves the session usable, and a statement survives its table gaining a column', async () => {
    await thread.query('create table w (id int)');
    await thread.query('insert into w values ($1)', [1]);
    await expect(thread.query('select nope from w')).rejects.toMatchObject({ code: '42703' });
    expect((await thread.query('select * from w where id = $1', [1])).rows).toEqual([{ id: 1 }]);
    await thread.query("alter table w add column name text default 'x'");
    expect((await thread.query('select * from w where id = $1', [1])).rows).toEqual([{ id: 1, name: 'x' }]);
  });

  it('runs a transaction in order and rolls it back', async () => {
    await thread.query('create table tx (id int)');
    await Promise.all([thread.query('begin'), thread.query('insert into tx values (1)'), thread.query('rollback')]);
    expect((await thread.query('select count(*) as n from tx')).rows).toEqual([{ n: 0 }]);
  });

  it('reports a data directory it cannot open to the first query', async () => {
    const broken = new PGliteThread('unknown-scheme://nowhere');
    await expect(broken.query('select 1')).rejects.toThrow();
    await broken.close();
  });
});
