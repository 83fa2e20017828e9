/** What the server puts into the database it starts on: the demo only on purpose (docs/decisions.md). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { seedLookups } from './lookups.js';
import { seedDemo, type SeedResult } from './seed-demo.js';

export type StartupData =
  | { kind: 'existing' }
  | { kind: 'demo'; summary: SeedResult }
  /** No accounts and no demo: the lookups only, so the first admin (`npm run create-admin`) and sign-ups work. */
  | { kind: 'empty' };

export const CREATE_ADMIN_HINT =
  'The database has no accounts. Create the first admin with: npm run create-admin -- --email you@example.com --account "Your company" (same DATABASE_URL; --password, or one is generated and printed)';

export async function prepareStartupData(db: Kysely<Database>, options: { seedDemo: boolean }): Promise<StartupData> {
  const existing = await db.selectFrom('accounts').select('id').limit(1).executeTakeFirst();
  if (existing) return { kind: 'existing' };
  if (options.seedDemo) return { kind: 'demo', summary: await seedDemo(db) };
  await seedLookups(db);
  return { kind: 'empty' };
}
