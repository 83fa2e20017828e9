import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * `lower(column) = lower(value)`: e-mails and names are unique whatever their case (the unique
 * indexes are on lower(...), so these lookups use them).
 */
export function equalsIgnoringCase(column: string, value: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) = ${value.toLowerCase()}`;
}
