/**
 * `npm run bench:requests`: a campaign of 10,000 recipients set in ONE `PUT /campaigns/{id}/recipients` over
 * real HTTP (the time to accept it), then its send job run to the end (recipients sent per second, through the
 * local e-mail outbox). On a fresh in-memory PGlite with the demo seeded, or on PostgreSQL with
 * --database-url (migrated and seeded there when empty).
 *   options: --recipients N (default 10000), --database-url URL
 * While the campaign calls are not built (they answer 5xx), the campaign and its recipients are inserted
 * directly and the bench says so: the accept time is then not measured.
 */
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app.js';
import { createServices } from '../src/adapters/create-services.js';
import { migrateToLatest, MEMORY, openDatabase } from '../src/db/database.js';
import { createJobWorker } from '../src/jobs/index.js';
import { enqueueJob } from '../src/jobs/queue.js';
import { allHandlers } from '../src/modules/index.js';
import { CAMPAIGN_SEND_JOB } from '../src/modules/requests/request-links.js';
import { insertCampaign } from '../src/modules/requests/testing/campaign-fixtures.js';
import { seedDemo } from '../src/seed/seed-demo.js';

const { values } = parseArgs({ options: { recipients: { type: 'string', default: '10000' }, 'database-url': { type: 'string' } } });
const count = Number(values.recipients);
const database = openDatabase(values['database-url'] ? { databaseUrl: values['database-url'] } : { dataDir: MEMORY, databaseUrl: '' });
const { db } = database;
const t0 = performance.now();
await migrateToLatest(db);
await seedDemo(db);
console.log(`database: ${database.kind}, migrated and seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const services = createServices({ db, dataDir: MEMORY });
const app = await buildApp({ db, services, handlers: allHandlers, webRoot: null });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
const media = 'application/vnd.locus.v1+hal+json';
const login = await fetch(`${base}/auth`, { method: 'POST', headers: { 'content-type': media, accept: media }, body: JSON.stringify({ email: 'admin@harbor.test', password: 'locus-demo' }) });
if (login.status !== 201) throw new Error(`login failed: ${login.status} ${await login.text()}`);
const session = (await login.json()) as { token: string; email: string; account_id: number };
const headers = { authorization: `Basic ${Buffer.from(`${session.email}:${session.token}`).toString('base64')}`, accept: media, 'content-type': media, 'x-locus-client': 'bench' };
const call = (method: string, path: string, body: unknown) => fetch(`${base}${path}`, { method, headers, body: JSON.stringify(body) });

const location = await db.selectFrom('locations').select('id').where('account_id', '=', session.account_id).orderBy('id').executeTakeFirstOrThrow();
// A distinct address per run, so a rerun on the same PostgreSQL meets no do-not-contact entry of an earlier one.
const run = Date.now().toString(36);
const recipients = Array.from({ length: count }, (_, i) => ({ name: `Bench Customer ${i}`, email: `bench-${run}-${i}@example.com`, phone: null }));

let campaignId: number;
const created = await call('POST', '/campaigns', { location_id: location.id, name: `Bench ${run}`, subject: 'How was {location_name}?', content: 'Hi {customer_name}! {feedback}', auto_select_sources: true });
let put: Response | null = null;
let acceptMs: number | null = null;
if (created.status === 201) {
  campaignId = ((await created.json()) as { id: number }).id;
  const started = performance.now();
  put = await call('PUT', `/campaigns/${campaignId}/recipients`, { recipients });
  acceptMs = performance.now() - started;
  if (put.status >= 300) throw new Error(`PUT recipients failed: ${put.status} ${(await put.text()).slice(0, 300)}`);
  const sent = await call('POST', `/campaigns/${campaignId}/send`, {});
  if (sent.status >= 300) throw new Error(`send failed: ${sent.status} ${(await sent.text()).slice(0, 300)}`);
} else {
  console.log(`POST /campaigns answered ${created.status} (the campaign calls are not built here): inserting the campaign and its ${count} recipients directly`);
  campaignId = (await insertCampaign(db, { account_id: session.account_id, location_id: location.id, name: `Bench ${run}`, status: 'sending' }, recipients)).campaignId;
  await enqueueJob(db, CAMPAIGN_SEND_JOB, { campaign_id: campaignId }, services.now());
}
if (acceptMs !== null) console.log(`accept: PUT /campaigns/${campaignId}/recipients with ${count} recipients in ${acceptMs.toFixed(0)} ms`);

const worker = createJobWorker({ db, services });
const started = performance.now();
while (await worker.runOne());
const sendMs = performance.now() - started;
const done = await db
  .selectFrom('campaign_recipients')
  .select((eb) => [eb.fn.countAll<string>().as('n'), 'status'])
  .where('campaign_id', '=', campaignId)
  .groupBy('status')
  .execute();
const sentCount = Number(done.find((r) => r.status === 'sent')?.n ?? 0);
const campaign = await db.selectFrom('campaigns').select('status').where('id', '=', campaignId).executeTakeFirstOrThrow();
console.log(`send: ${sentCount} of ${count} sent (campaign ${campaign.status}) in ${(sendMs / 1000).toFixed(2)} s = ${(sentCount / (sendMs / 1000)).toFixed(0)} recipients/s`);
await app.close();
await database.close();
