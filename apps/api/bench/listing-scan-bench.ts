/**
 * `npm run bench:scan`: times one full scan pass of the directory simulator (every location's six directory
 * copies compared with Locus, statuses written in batches), and prints the time and the process's peak memory.
 *   options: --data-dir PATH (the large profile's database, as bench:api's; 10,000 locations = 60,000 copies; seeded if missing)
 *            --locations N (instead: a fresh in-memory database with N locations, for a quick run)
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { migrateToLatest, MEMORY, openDatabase, REPO_ROOT } from '../src/db/database.js';
import { scanBatch, SCAN_BATCH } from '../src/modules/listings/listing-jobs.js';
import { seedLarge } from '../src/seed/large.js';
import { createServices } from '../src/adapters/create-services.js';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string', default: join(REPO_ROOT, '.data/bench') },
    locations: { type: 'string' },
  },
});
const small = values.locations !== undefined ? Number(values.locations) : null;
const database = openDatabase(small !== null ? { dataDir: MEMORY, databaseUrl: '' } : { dataDir: join(values['data-dir'] ?? '', 'pglite') });
await migrateToLatest(database.db);
await seedLarge(database.db, small !== null ? { locations: small, groups: 10, reviews: 1_000, chunk: 1_000 } : {});
const services = createServices({ db: database.db, dataDir: MEMORY });
const copies = await database.db.selectFrom('directory_listings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();

let peakRss = process.memoryUsage().rss;
const sample = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
const started = performance.now();
let after = 0;
let batches = 0;
for (;;) {
  const last = await scanBatch(database.db, services, 1, after);
  if (last === null) break;
  after = last;
  batches += 1;
}
const elapsed = performance.now() - started;
clearInterval(sample);
peakRss = Math.max(peakRss, process.memoryUsage().rss);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
console.log(`${database.kind}: scanned ${Number(copies.n)} copies in ${batches} batches of up to ${SCAN_BATCH} locations: ${(elapsed / 1000).toFixed(2)} s, peak RSS ${mb(peakRss)}, heap used ${mb(process.memoryUsage().heapUsed)}`);
await database.close();
