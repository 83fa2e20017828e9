import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { buildApp, API_PREFIX, DOCS_PREFIX } from './app.js';
import { readConfig } from './config.js';
import { migrateToLatest, openDatabase, vacuumPglite } from './db/database.js';
import { allHandlers } from './modules/index.js';
import { seedDemoPhotos } from './seed/demo-photos.js';
import { CREATE_ADMIN_HINT, prepareStartupData } from './seed/startup-data.js';
import { createServices } from './adapters/create-services.js';
import { localCertificate } from './http/local-certificate.js';

/** Starts the reference server: database, migrations, demo data on a first run on PGlite (or LOCUS_DEMO=1), then HTTP. */
async function main(): Promise<void> {
  const config = readConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${join(config.dataDir, 'pglite')}`;
  await migrateToLatest(database.db);

  const services = createServices({ db: database.db, dataDir: config.dataDir, publicUrl: config.publicUrl, directoryTimeScale: config.directoryTimeScale });
  const app = await buildApp({
    db: database.db,
    services,
    handlers: allHandlers,
    logger: { level: process.env['LOG_LEVEL'] ?? 'info' },
    trustProxy: config.trustProxy,
    ...(config.tls ? { tls: config.tls === 'local' ? await localCertificate() : config.tls } : {}),
    worker: { reviewArrivalMinutes: config.reviewArrivalMinutes },
    purgeTokensEveryMs: 60 * 60 * 1000,
    ...(config.throttle ? { throttle: config.throttle } : {}),
  });
  app.log.info(`Database: ${where}`);
  const data = await prepareStartupData(database.db, { seedDemo: config.seedDemo });
  if (data.kind === 'demo') {
    const photos = await seedDemoPhotos(database.db, services);
    app.log.info(`The database was empty: demo data seeded (${JSON.stringify({ ...data.summary, photos })})`);
    await vacuumPglite(database); // PGlite has no autovacuum; keeps index-only scans cheap
  } else if (data.kind === 'empty') {
    app.log.warn(CREATE_ADMIN_HINT);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const base = `${config.tls ? 'https' : 'http'}://${shownHost}:${port}`;
  app.log.info(`Web app: ${base}/  API: ${base}${API_PREFIX}  Docs: ${base}${DOCS_PREFIX}`);
  if (config.tls === 'local') app.log.warn('LOCUS_TLS=local: HTTPS with a self-signed certificate made at start (local only; browsers will warn)');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
