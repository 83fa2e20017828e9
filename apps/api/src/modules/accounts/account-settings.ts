/**
 * Who may change which account setting, and the settings the server enforces itself.
 * Feature flags (P6-009, F6-068) are what the provider sells, and the restrictions are terms the provider
 * sets for the account, so both are the provider's (support's) to change. An account admin may change only
 * the account's own preferences listed here.
 */
import type { Kysely } from 'kysely';
import { queryCachesOf } from '../../db/caches/query-caches-plugin.js';
import type { Database } from '../../db/schema.js';
import type { AuthContext } from '../../http/handler-types.js';
import { forbidden } from '../../http/http-error.js';
import type { SettingCode } from './setting-codes.js';

/** Preferences of the account itself (how it works, not what it paid for): an account admin may change these. */
export const ADMIN_EDITABLE_SETTING_CODES: ReadonlySet<string> = new Set([
  // Exports delivered as a link to the file-downloads page instead of a direct download (features.md section 6).
  'async_file_download',
  // The dashboard's locations/groups switch (decisions.md #17).
  'locations_groups_switch',
  // Whether the healthcare reply check warns or blocks (issue 22).
  'healthcare_reply_check_blocks',
]);

export const isProvider = (auth: AuthContext) => auth.user.userTypeCode === 'support';

/** 403 unless the caller may change this setting: support any, an account admin only the preferences above. */
export function assertMayChangeSetting(auth: AuthContext, code: string): void {
  if (isProvider(auth) || ADMIN_EDITABLE_SETTING_CODES.has(code)) return;
  throw forbidden(`The ${code} setting is managed by your provider; contact support to change it`);
}

const SETTINGS_TABLES: ReadonlySet<string> = new Set(['account_settings']);

/**
 * An account's settings by code, from the database's settings cache (dropped by any write to account_settings).
 * Inside a transaction they are read afresh: a value it wrote must not outlive a rollback in the cache.
 */
async function accountSettings(db: Kysely<Database>, accountId: number): Promise<ReadonlyMap<string, string>> {
  const read = async () => {
    const rows = await db.selectFrom('account_settings').select(['code', 'value']).where('account_id', '=', accountId).execute();
    return new Map(rows.map((r) => [r.code, r.value]));
  };
  const cache = db.isTransaction ? undefined : queryCachesOf(db)?.settings;
  return cache ? ((await cache.through(`account:${accountId}`, SETTINGS_TABLES, Date.now(), read)) as ReadonlyMap<string, string>) : read();
}

/** A flag of an account: stored as the text 'true' / 'false' (data-model.md); a missing flag is off. */
export async function settingIsOn(db: Kysely<Database>, accountId: number, code: SettingCode): Promise<boolean> {
  return (await accountSettings(db, accountId)).get(code) === 'true';
}

/**
 * F6-059: a trial account exports only with the trial_export feature. Checked where exports are made (a
 * file, a schedule) and when a schedule fires.
 */
export async function exportAllowed(db: Kysely<Database>, accountId: number): Promise<boolean> {
  const account = await db.selectFrom('accounts').select('status').where('id', '=', accountId).executeTakeFirst();
  if (account?.status !== 'trial') return true;
  return settingIsOn(db, accountId, 'trial_export');
}

export const TRIAL_EXPORT_MESSAGE = "Exporting isn't allowed for trial users";

/** 403 with the trial modal's words when the account may not export (F6-059). */
export async function assertExportAllowed(db: Kysely<Database>, accountId: number): Promise<void> {
  if (!(await exportAllowed(db, accountId))) throw forbidden(TRIAL_EXPORT_MESSAGE);
}
