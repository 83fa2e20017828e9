import { DummyDriver, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type Kysely } from 'kysely';

/** A PostgreSQL-flavoured Kysely dialect that runs nothing: for tests of how statements are built or seen. */
export const dummyDialect = {
  createAdapter: () => new PostgresAdapter(),
  createDriver: () => new DummyDriver(),
  createIntrospector: (db: Kysely<unknown>) => new PostgresIntrospector(db),
  createQueryCompiler: () => new PostgresQueryCompiler(),
};
