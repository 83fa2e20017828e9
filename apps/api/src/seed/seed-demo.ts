/** The demo data set: lookups plus the demo accounts of docs/demo-data.md. Deterministic and idempotent. */
import { seedDemoMicrosurveys } from './demo-microsurveys.js';
import { seedDemoRequests } from './demo-requests.js';
import { seedDemoWidgets } from './demo-widgets.js';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords.js';
import type { Database } from '../db/schema.js';
import { DEMO_PASSWORD, DEMO_RANDOM_SEED } from './constants.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { loadLookupIds, seedLookups } from './lookups.js';
import { Random } from './random.js';
import { seedAccount } from './seed-account.js';
import { seedLocationArea } from './location-area.js';
import { MentionCache } from '../modules/keywords/store.js';

export interface SeedResult {
  /** False when the database already had accounts and nothing was written. */
  created: boolean;
  accounts: number;
}

export interface SeedDemoOptions {
  /** When the seeding runs (the clock by default): the failed replies' retries are queued within the hour after it. */
  now?: Date;
}

export async function seedDemo(db: Kysely<Database>, options: SeedDemoOptions = {}): Promise<SeedResult> {
  const existing = await db.selectFrom('accounts').select('id').limit(1).executeTakeFirst();
  if (existing) return { created: false, accounts: 0 };
  // One password hash for every demo user: scrypt is slow on purpose, and they all share the password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    await seedLookups(trx);
    const ctx = {
      db: trx, rng: new Random(DEMO_RANDOM_SEED), lookups: await loadLookupIds(trx), passwordHash,
      accountIds: new Map<string, number>(), mentions: new MentionCache(), now: options.now ?? new Date(),
    };
    for (const plan of DEMO_ACCOUNTS) await seedAccount(ctx, plan);
    // The simulator's new-review arrivals come to these accounts only (LOCUS_REVIEW_ARRIVAL_MINUTES).
    await trx.updateTable('accounts').set({ demo: true }).where('id', 'in', [...ctx.accountIds.values()]).execute();
    await seedLocationArea(trx);
    const harbor = ctx.accountIds.get('harbor');
    if (harbor !== undefined) {
      await seedDemoWidgets(trx, harbor);
      await seedDemoMicrosurveys(trx, harbor, ctx.now);
    }
    await seedDemoRequests(trx, [...ctx.accountIds.values()]);
  });
  return { created: true, accounts: DEMO_ACCOUNTS.length };
}
