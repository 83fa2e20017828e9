/**
 * `npm run bench:api`: loads the large profile (seeding it on first run into .data/bench/pglite, or into
 * DATABASE_URL) and prints p50/p95/p99 latency and requests per second of the main calls over real HTTP.
 *   options: --requests N (per scenario, default 1000), --concurrency N (default 10), --data-dir PATH,
 *            --only TEXT (run only the scenarios whose name contains TEXT, e.g. --only reviews)
 */
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app.js';
import { migrateToLatest, openDatabase, REPO_ROOT, vacuumPglite } from '../src/db/database.js';
import { allHandlers } from '../src/modules/index.js';
import { seedDemo } from '../src/seed/seed-demo.js';
import { SEED_NOW } from '../src/seed/constants.js';
import { seedLarge } from '../src/seed/large.js';
import { createServices } from '../src/adapters/create-services.js';
import { ensureBenchMedia } from './bench-media.js';
import { formatResults, runLoad, type LoadResult } from './load.js';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '10' },
    'data-dir': { type: 'string', default: join(REPO_ROOT, '.data/bench') },
    only: { type: 'string' },
  },
});
const requests = Number(values.requests);
const concurrency = Number(values.concurrency);
const dataDir = values['data-dir'];

const database = openDatabase({ dataDir: join(dataDir, 'pglite') });
const t0 = performance.now();
await migrateToLatest(database.db);
await seedDemo(database.db);
const large = await seedLarge(database.db, { log: (line) => console.log(line) });
await vacuumPglite(database); // quick when nothing changed since the last run
console.log(`database: ${database.kind}; large profile ${large.created ? 'seeded' : 'present'} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);

const app = await buildApp({ db: database.db, services: createServices({ db: database.db, dataDir }), handlers: allHandlers, webRoot: null });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
const media = 'application/vnd.locus.v1+hal+json';

const login = await fetch(`${base}/auth`, {
  method: 'POST',
  headers: { 'content-type': media, accept: media },
  body: JSON.stringify({ email: 'admin@atlas.test', password: 'locus-demo' }),
});
if (login.status !== 201) throw new Error(`login failed: ${login.status} ${await login.text()}`);
const session = (await login.json()) as { token: string; email: string; account_id: number };
const headers = { authorization: `Basic ${Buffer.from(`${session.email}:${session.token}`).toString('base64')}`, accept: media, 'x-locus-client': 'bench' };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function getJson(path: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${base}${path}`, { headers });
  return { status: res.status, body: await res.json() };
}

// Ids and words to rotate through, read from the profile itself so every request asks something real.
const firstPage = await getJson(`/locations?per_page=500&account_id=${session.account_id}`);
const locationIds: number[] = firstPage.body._embedded.locations.map((l: { id: number }) => l.id);
const cities = [...new Set<string>(firstPage.body._embedded.locations.map((l: { city: string }) => l.city))].slice(0, 20);
const groups = await getJson(`/groups?per_page=100&account_id=${session.account_id}`);
const groupIds: number[] = groups.body._embedded.groups.map((g: { id: number }) => g.id);
console.log(`account ${session.account_id}: ${firstPage.body._total} locations, ${groups.body._total} groups\n`);

const pick = <T>(list: T[], i: number): T => list[i % list.length] as T;
const only = values.only;
const results: LoadResult[] = [];
const scenario = async (name: string, path: (i: number) => string) => {
  if (only !== undefined && !name.includes(only)) return;
  const urls = Array.from({ length: requests }, (_, i) => `${base}${path(i)}`);
  // Warm-up: one pass over the scenario's distinct requests (the page scenario cycles through 400 pages).
  results.push(await runLoad(name, { urls, headers, concurrency, warmup: Math.min(requests, 400) }));
};

const acc = `account_id=${session.account_id}`;
await scenario('locations page 25', (i) => `/locations?${acc}&per_page=25&page=${(i % 400) + 1}&nonce=${i}`);
await scenario('locations keyword search', (i) => `/locations?${acc}&per_page=25&keywords=${encodeURIComponent(pick(cities, i))}&search_type=typeahead&nonce=${i}`);
await scenario('locations group filter', (i) => `/locations?${acc}&per_page=25&group_id=${pick(groupIds, i)}&nonce=${i}`);
await scenario('location by id', (i) => `/locations/${pick(locationIds, i * 7)}?nonce=${i}`);
await scenario('user list', (i) => `/users?${acc}&per_page=25&nonce=${i}`);

// Local Listings (six directory copies per location: 60,000): the internal dashboard's first page (status
// descending, its default) and the overview, both computed by SQL from the copies.
const metrics = `/local_listings/metrics/${session.account_id}`;
await scenario('listings dashboard first page', (i) => `${metrics}/locations?per_page=25&sort[by]=status&sort[order]=desc&nonce=${i}`);
await scenario('listings overview', (i) => `${metrics}/overview?nonce=${i}`);

// Reviews (1,000,000 in the account): the first page, a filtered page (group + low ratings + 90 days before the
// seed's "now"), and a page deep in the list reached by its keyset cursor.
const since = new Date(SEED_NOW.getTime() - 90 * 86_400_000).toISOString().slice(0, 10);
await scenario('reviews first page', (i) => `/reviews?${acc}&per_page=25&nonce=${i}`);
await scenario('reviews filtered page', (i) => `/reviews?${acc}&per_page=25&group_id=${pick(groupIds, i)}&rating=1&rating=2&published_after=${since}&nonce=${i}`);
// The list's response state and workflow filters (issue 22): about 60% answered (some failed on their site), a
// twentieth of the reviews needing attention, a quarter tagged (large.ts).
await scenario('reviews not responded', (i) => `/reviews?${acc}&per_page=25&response_status=not_responded&nonce=${i}`);
await scenario('reviews responded in a group', (i) => `/reviews?${acc}&per_page=25&group_id=${pick(groupIds, i)}&response_status=responded&nonce=${i}`);
await scenario('reviews needing attention', (i) => `/reviews?${acc}&per_page=25&review_status=needs_attention&nonce=${i}`);
const tags = ['Billing', 'Parking', 'Follow Up', 'Wait Time'];
await scenario('reviews tag filter', (i) => `/reviews?${acc}&per_page=25&tag=${encodeURIComponent(pick(tags, i))}&nonce=${i}`);
const deep = await getJson(`/reviews?${acc}&per_page=25&published_before=2025-06-01`);
const deepCursor = encodeURIComponent(String(deep.body._cursors.after));
await scenario('reviews cursor page', (i) => `/reviews?${acc}&per_page=25&after=${deepCursor}&nonce=${i}`);

// Photos (five per location): the /photos gallery's first page over its default six months, and a location's
// photos (8 a page by category rank).
// The scores scenarios count owner photos too.
if (only === undefined || ['photos', 'scores'].some((word) => word.includes(only) || only.includes(word))) {
  console.log(`photos: ${await ensureBenchMedia(database.db, session.account_id)} in the account`);
  await vacuumPglite(database); // the new rows' visibility map and statistics, as after the demo seed
}
const sixMonths = new Date(SEED_NOW.getTime() - 182 * 86_400_000).toISOString().slice(0, 10);
await scenario('photos gallery first page', (i) => `/media?${acc}&per_page=24&published_after=${sixMonths}&nonce=${i}`);
await scenario('photos of a location', (i) => `/media?${acc}&location_id=${pick(locationIds, i)}&per_page=8&sort[by]=category_rank,published_at&sort[order]=desc,desc&type=owner&nonce=${i}`);

// Keywords: the Keywords page's calls over review_keywords (about four mentions per review). The page's
// default range is six months before the seed's "now" (F5-069); the filtered ones add a group or a location.
const insights = `/insights/${session.account_id}`;
await scenario('keywords mentioned 6 months', (i) => `${insights}/mentioned?published_after=${sixMonths}&per_page=500&nonce=${i}`);
await scenario('keywords mentioned group + controversy', (i) => `${insights}/mentioned?published_after=${sixMonths}&group_id=${pick(groupIds, i)}&sort[by]=controversy&nonce=${i}`);
await scenario('keywords mentioned location + rating', (i) => `${insights}/mentioned?published_after=${sixMonths}&location_id=${pick(locationIds, i)}&rating=1&rating=2&nonce=${i}`);
await scenario('keywords category_rank 6 months', (i) => `${insights}/category_rank?published_after=${sixMonths}&nonce=${i}`);
await scenario('keywords category_rank group', (i) => `${insights}/category_rank?published_after=${sixMonths}&group_id=${pick(groupIds, i)}&nonce=${i}`);
await scenario('keywords detail staff', (i) => `${insights}/keywords/staff?published_after=${sixMonths}&nonce=${i}`);

// Scores (issue 21): the dashboard overview (default six months and the previous six), the Location Performance
// report's first page (ranking, 25 a page) and its groups view, each counting all 10,000 locations.
await scenario('scores dashboard overview', (i) => `/metrics/${session.account_id}/overview?nonce=${i}`);
const report = `/location_performance_overview?${acc}&per_page=25&sort[by]=ranking&sort[order]=desc`;
await scenario('scores report first page', (i) => `${report}&group_by=location&nonce=${i}`);
await scenario('scores groups view', (i) => `${report}&group_by=group&nonce=${i}`);

console.log(`${requests} requests per scenario, ${concurrency} concurrent clients, ${database.kind}\n`);
console.log(formatResults(results));
await app.close();
await database.close();
