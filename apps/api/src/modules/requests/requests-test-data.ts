/** Test data of the Ask for Reviews route tests: a stored CSV upload, an account flag, a location's sites. */
import type { TestServer } from '../../testing/http-harness.js';
import type { SettingCode } from '../accounts/setting-codes.js';

/** A file as POST /upload stores it, for `accountId`; its upload id. */
export async function storeUpload(server: TestServer, accountId: number, text: string, filename = 'recipients.csv'): Promise<number> {
  const user = await server.db.selectFrom('users').select('id').where('account_id', '=', accountId).executeTakeFirstOrThrow();
  const data = Buffer.from(text);
  const storageKey = await server.services.files.save(filename, data);
  const row = await server.db
    .insertInto('uploads')
    .values({ account_id: accountId, user_id: user.id, filename, mime_type: 'text/csv', size: data.length, storage_key: storageKey })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Turns an account flag on or off (the demo has every feature on). */
export async function setFlag(server: TestServer, accountId: number, code: SettingCode, on: boolean): Promise<void> {
  await server.db.updateTable('account_settings').set({ value: String(on) }).where('account_id', '=', accountId).where('code', '=', code).execute();
}

/** Two locations of the account: one with valid review sites, one without any valid site. */
export async function requestLocations(server: TestServer, accountId: number) {
  const withSites = await server.db
    .selectFrom('locations as l')
    .innerJoin('urls as u', 'u.location_id', 'l.id')
    .select(['l.id', 'l.name'])
    .where('l.account_id', '=', accountId)
    .where('u.status', '=', 'valid')
    .where('u.url', 'is not', null)
    .orderBy('l.id')
    .executeTakeFirstOrThrow();
  const other = await server.db
    .selectFrom('locations')
    .select(['id', 'name'])
    .where('account_id', '=', accountId)
    .where('id', '<>', withSites.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  await server.db.updateTable('urls').set({ status: 'invalid' }).where('location_id', '=', other.id).execute();
  return { withSites, withoutSites: other };
}
