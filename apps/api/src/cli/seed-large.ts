/**
 * Adds the `large` profile (Atlas Health: 10,000 locations, 1,000,000 reviews) to a database.
 *   tsx --conditions=@locus/source apps/api/src/cli/seed-large.ts [--data-dir PATH]     (DATABASE_URL selects PostgreSQL instead)
 */
import { seedDemo } from '../seed/seed-demo.js';
import { seedLarge } from '../seed/large.js';
import { vacuumPglite } from '../db/database.js';
import { openCliDatabase, seconds } from './cli-database.js';

const started = performance.now();
const database = await openCliDatabase();
try {
  console.log(`database: ${database.kind}`);
  // The large profile sits beside the demo accounts, so the demo users keep working on the same database.
  const demo = await seedDemo(database.db);
  console.log(demo.created ? `demo data seeded (${seconds(performance.now() - started)})` : 'demo data already present');
  const result = await seedLarge(database.db, { log: (line) => console.log(line) });
  console.log(result.created ? `large profile seeded in ${seconds(performance.now() - started)}` : 'large profile already present');
  // PGlite runs no autovacuum: without this, index-only scans still visit every row.
  await vacuumPglite(database);
} finally {
  await database.close();
}
