/**
 * Migrates and seeds the demo data (idempotent).
 *   tsx --conditions=@locus/source apps/api/src/cli/seed-demo.ts [--data-dir PATH]      (DATABASE_URL selects PostgreSQL instead)
 */
import { seedDemo } from '../seed/seed-demo.js';
import { openCliDatabase, seconds } from './cli-database.js';

const started = performance.now();
const database = await openCliDatabase();
try {
  const result = await seedDemo(database.db);
  console.log(`${database.kind}: ${result.created ? 'demo data seeded' : 'demo data already present'} (${seconds(performance.now() - started)})`);
} finally {
  await database.close();
}
