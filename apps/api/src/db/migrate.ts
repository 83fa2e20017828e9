import { Migrator, type Kysely, type MigrationProvider } from 'kysely';
import { MIGRATIONS } from './migrations/index.js';

/** Serves the in-code migration record to Kysely's Migrator (no migration files are read from disk). */
const provider: MigrationProvider = { getMigrations: async () => ({ ...MIGRATIONS }) };

/** Runs every pending migration; throws with the failing migration's name when one fails. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const migrator = new Migrator({ db, provider });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`, { cause: error });
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
