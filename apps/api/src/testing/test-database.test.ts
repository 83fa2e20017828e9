import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test-database.js';

describe('createTestDatabase', () => {
  const opened: TestDatabase[] = [];
  afterAll(() => Promise.all(opened.map((d) => d.close())));

  it('hands out seeded databases that do not share rows', async () => {
    const [a, b] = [await createTestDatabase(), await createTestDatabase()];
    opened.push(a, b);
    const count = (d: TestDatabase) =>
      d.db.selectFrom('accounts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const before = await count(b);
    expect(before.n).toBeGreaterThan(0);
    await a.db.insertInto('accounts').values({ name: 'Only in A' }).execute();
    expect((await count(a)).n).toBe(before.n + 1);
    expect((await count(b)).n).toBe(before.n);
  });
});
