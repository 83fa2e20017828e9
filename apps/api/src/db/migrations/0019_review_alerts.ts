/**
 * New-review alerts (issue 22 item 7):
 * - review_alerts: one row per user who saved their alert settings (no row reads as the defaults). The
 *   unsubscribe token is kept as it is, not hashed: every alert e-mail carries it, and all it can do is turn
 *   that user's alerts off.
 * - review_alert_groups: the groups a user is alerted for (a join table, as group_locations is); deleting a
 *   group takes it out of every alert.
 * - accounts.demo: marks the demo accounts, which the review simulator brings new reviews to. The demo seed
 *   sets it; databases seeded before this migration get it from their demo account names.
 */
import { sql, type Kysely, type Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/** The demo accounts as seeded before this migration (docs/demo-data.md). */
const DEMO_ACCOUNT_NAMES = [
  'Harbor Dental Group', 'Summit Partners', 'Summit Auto Group', 'Summit Senior Living', 'Summit Family Dental',
  'Pinecrest Eats', 'Northwind Reviews', 'Locus Support',
];

export const reviewAlertsMigration: Migration = {
  async up(db: AnyDb) {
    await sql`create table review_alerts (
      user_id integer primary key references users(id) on delete cascade,
      account_id integer not null references accounts(id) on delete cascade,
      enabled boolean not null default false,
      ratings text not null default 'all' check (ratings in ('all', 'low')),
      unsubscribe_token text not null unique,
      updated_at timestamptz not null default now(),
      unsubscribed_at timestamptz
    )`.execute(db);
    // Delivery reads the enabled alerts of one account.
    await sql`create index review_alerts_account_enabled_idx on review_alerts (account_id) where enabled`.execute(db);

    await sql`create table review_alert_groups (
      account_id integer not null references accounts(id) on delete cascade,
      user_id integer not null references review_alerts(user_id) on delete cascade,
      group_id integer not null references groups(id) on delete cascade,
      primary key (user_id, group_id)
    )`.execute(db);
    await sql`create index review_alert_groups_group_idx on review_alert_groups (group_id)`.execute(db);

    await sql`alter table accounts add column demo boolean not null default false`.execute(db);
    // The demo's users sign in at .test addresses (a reserved domain no customer has): its own, or its parent's.
    await sql`update accounts a set demo = true where a.name in (${sql.join(DEMO_ACCOUNT_NAMES)})
      and exists (select 1 from users u where u.account_id in (a.id, a.parent_id) and u.email like '%.test')`.execute(db);
  },
  async down(db: AnyDb) {
    await sql`alter table accounts drop column if exists demo`.execute(db);
    await db.schema.dropTable('review_alert_groups').ifExists().execute();
    await db.schema.dropTable('review_alerts').ifExists().execute();
  },
};
