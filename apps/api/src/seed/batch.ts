/** Multi-row inserts in chunks: one statement per ~1000 rows keeps seeding fast and under the bind-parameter limit. */
import type { Insertable, Kysely } from 'kysely';
import type { Database, TableName } from '../db/schema.js';

export const CHUNK_SIZE = 1000;

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

// Kysely cannot type `insertInto(table)` for a table chosen by a type parameter; the row type is checked here instead.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Untyped = Kysely<any>;

export async function insertRows<T extends TableName>(
  db: Kysely<Database>, table: T, rows: readonly Insertable<Database[T]>[], size = CHUNK_SIZE,
): Promise<void> {
  for (const chunk of chunks(rows, size)) await (db as Untyped).insertInto(table).values(chunk).execute();
}

/** Inserts and returns the new ids in row order (PostgreSQL returns multi-row VALUES in order). */
export async function insertRowsReturningIds<T extends TableName>(
  db: Kysely<Database>, table: T, rows: readonly Insertable<Database[T]>[], size = CHUNK_SIZE,
): Promise<number[]> {
  const ids: number[] = [];
  for (const chunk of chunks(rows, size)) {
    const result: { id: number }[] = await (db as Untyped).insertInto(table).values(chunk).returning('id').execute();
    ids.push(...result.map((r) => r.id));
  }
  return ids;
}
