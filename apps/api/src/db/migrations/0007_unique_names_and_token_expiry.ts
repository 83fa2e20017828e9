/**
 * Group names (per account) and saved-filter names (per user and preference type) were unique only
 * by a check before the insert, so two concurrent creates both passed it: unique indexes on lower(name) now
 * back the check (the handlers turn the violation into the 409). Rows already duplicated are renamed first
 * ("Name (id)"), keeping the oldest as it was. Confirmation links get an expiry like reset links; pending
 * links get a fresh week.
 */
import { sql, type Kysely, type Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

export const uniqueNamesAndTokenExpiryMigration: Migration = {
  async up(db: AnyDb) {
    await sql`update groups g set name = g.name || ' (' || g.id || ')'
      where exists (select 1 from groups o where o.account_id = g.account_id and lower(o.name) = lower(g.name) and o.id < g.id)`.execute(db);
    await sql`create unique index groups_account_lower_name_key on groups (account_id, lower(name))`.execute(db);
    await sql`update user_preferences p set name = p.name || ' (' || p.id || ')'
      where exists (select 1 from user_preferences o where o.account_id = p.account_id and o.user_id = p.user_id
        and o.preference_type = p.preference_type and lower(o.name) = lower(p.name) and o.id < p.id)`.execute(db);
    await sql`create unique index user_preferences_owner_lower_name_key
      on user_preferences (account_id, user_id, preference_type, lower(name))`.execute(db);
    await sql`alter table users add column confirmation_expires_at timestamptz`.execute(db);
    await sql`update users set confirmation_expires_at = now() + interval '7 days' where confirmation_token_hash is not null`.execute(db);
  },
  async down(db: AnyDb) {
    await sql`alter table users drop column confirmation_expires_at`.execute(db);
    await sql`drop index user_preferences_owner_lower_name_key`.execute(db);
    await sql`drop index groups_account_lower_name_key`.execute(db);
  },
};
