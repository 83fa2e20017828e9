import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { iso, isoOrNull, toNumber } from '../../http/wire.js';

/**
 * Accounts with `total_locations` (counted) and `is_whitelabel` (the account's own white-label or its
 * parent's), both derived so they never drift.
 */
export function selectAccounts(db: Kysely<Database>) {
  return db
    .selectFrom('accounts as a')
    .selectAll('a')
    .select(sql<string>`(select count(*) from locations l where l.account_id = a.id)`.as('total_locations'))
    .select(
      sql<boolean>`exists(select 1 from whitelabels w where w.is_whitelabel and (w.account_id = a.id or w.account_id = a.parent_id))`.as(
        'is_whitelabel',
      ),
    );
}

type AccountRow = Awaited<ReturnType<ReturnType<typeof selectAccounts>['executeTakeFirstOrThrow']>>;

export function accountToWire(row: AccountRow) {
  return {
    ...row,
    total_locations: toNumber(row.total_locations),
    is_whitelabel: Boolean(row.is_whitelabel),
    trial_started_at: isoOrNull(row.trial_started_at),
    trial_ended_at: isoOrNull(row.trial_ended_at),
    created_at: iso(row.created_at),
  };
}
