/** Shared by the CLI scripts: `--data-dir PATH` (PGlite) or DATABASE_URL (PostgreSQL), migrated. */
import { parseArgs } from 'node:util';
import { migrateToLatest, openDatabase, type OpenDatabase } from '../db/database.js';

export async function openCliDatabase(argv = process.argv.slice(2)): Promise<OpenDatabase> {
  const { values } = parseArgs({ args: argv, options: { 'data-dir': { type: 'string' } } });
  return openMigratedDatabase(values['data-dir']);
}

/** DATABASE_URL's PostgreSQL, else the PGlite in `dataDir` (the server's default folder when absent), migrated. */
export async function openMigratedDatabase(dataDir?: string): Promise<OpenDatabase> {
  const database = openDatabase({ dataDir });
  await migrateToLatest(database.db);
  return database;
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
