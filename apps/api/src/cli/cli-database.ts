/** Shared by the CLI scripts: `--data-dir PATH` (PGlite) or DATABASE_URL (PostgreSQL), migrated. */
import { parseArgs } from 'node:util';
import { migrateToLatest, openDatabase, type OpenDatabase } from '../db/database.js';

export async function openCliDatabase(argv = process.argv.slice(2)): Promise<OpenDatabase> {
  const { values } = parseArgs({ args: argv, options: { 'data-dir': { type: 'string' } } });
  const database = openDatabase({ dataDir: values['data-dir'] });
  await migrateToLatest(database.db);
  return database;
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
