import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf } from '../../testing/test-accounts.js';
import { LOCATION_ADDRESS } from '../../testing/location-address.js';

/**
 * An account admin changes only the account's preferences; feature flags and restrictions are
 * the provider's (support, in a shadow session). The server enforces prevent_location_additions,
 * prevent_location_deletions and trial_export in the calls they gate.
 */
describe('provider-controlled account settings', () => {
  let server: TestServer;
  let admin: string;
  let support: string;
  let harborId: number;
  let pinecrestId: number;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    pinecrestId = await accountIdOf(server.db, 'Pinecrest Eats');
    const own = await server.login('support@locus.test');
    support = (await server.request('POST', '/shadow_user/tokens', { token: own, body: { child_account_id: harborId } })).body.token;
  });
  afterAll(() => server?.close());

  const settingId = async (accountId: number, code: string) =>
    (await server.db.selectFrom('account_settings').select('id').where('account_id', '=', accountId).where('code', '=', code).executeTakeFirstOrThrow()).id;
  const setSetting = async (token: string, accountId: number, code: string, value: string) =>
    server.request('PATCH', `/account_settings/${await settingId(accountId, code)}`, { token, body: { value } });

  it('[P6-009] an admin cannot switch on a feature or lift a restriction (403); the setting is unchanged', async () => {
    const attempts: [string, string][] = [
      ['insights', 'false'], ['scheduled_exports', 'false'], ['trial_export', 'false'], ['prevent_location_additions', 'true'], ['prevent_location_deletions', 'true'],
    ];
    for (const [code, value] of attempts) {
      const reply = await setSetting(admin, harborId, code, value);
      expect([code, reply.status]).toEqual([code, 403]);
      expect(reply.body.error).toContain('provider');
    }
    const stored = await server.db.selectFrom('account_settings').select('value').where('account_id', '=', harborId).where('code', '=', 'insights').executeTakeFirstOrThrow();
    expect(stored.value).toBe('true');
  });

  it('an admin changes the account\'s own preferences; support changes any setting', async () => {
    const preference = await setSetting(admin, harborId, 'async_file_download', 'false');
    expect(preference.status).toBe(200);
    expect(preference.body).toMatchObject({ code: 'async_file_download', value: 'false' });
    const flag = await setSetting(support, harborId, 'insights', 'false');
    expect(flag.status).toBe(200);
    expect(flag.body.value).toBe('false');
    expect((await setSetting(support, harborId, 'insights', 'true')).status).toBe(200);
  });

  it('[P6-009] prevent_location_additions refuses POST /locations with 422; off again, the create works', async () => {
    expect((await setSetting(support, harborId, 'prevent_location_additions', 'true')).status).toBe(200);
    const refused = await server.request('POST', '/locations', { token: admin, body: { ...LOCATION_ADDRESS, name: 'Blocked Branch' } });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe("Unable to Add Location. Please contact support.");
    expect(await server.db.selectFrom('locations').select('id').where('name', '=', 'Blocked Branch').executeTakeFirst()).toBeUndefined();
    expect((await setSetting(support, harborId, 'prevent_location_additions', 'false')).status).toBe(200);
    expect((await server.request('POST', '/locations', { token: admin, body: { ...LOCATION_ADDRESS, name: 'Blocked Branch' } })).status).toBe(201);
  });

  it('[P6-009] prevent_location_deletions refuses DELETE /locations/{id} with 422 and keeps the row', async () => {
    const location = await server.db.selectFrom('locations').select('id').where('name', '=', 'Blocked Branch').executeTakeFirstOrThrow();
    expect((await setSetting(support, harborId, 'prevent_location_deletions', 'true')).status).toBe(200);
    const refused = await server.request('DELETE', `/locations/${location.id}`, { token: admin });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe("Unable to Delete Location. Please contact support.");
    expect(await server.db.selectFrom('locations').select('id').where('id', '=', location.id).executeTakeFirst()).toBeDefined();
    expect((await setSetting(support, harborId, 'prevent_location_deletions', 'false')).status).toBe(200);
    expect((await server.request('DELETE', `/locations/${location.id}`, { token: admin })).status).toBe(204);
  });

  it('[F6-059] a trial account without trial_export cannot export or schedule an export (403 with the modal\'s words)', async () => {
    const trial = await server.login('trial@pinecrest.test');
    const exportReply = await server.request('POST', `/export_files/${pinecrestId}`, { token: trial, body: { resource: 'reviews' } });
    expect(exportReply.status).toBe(403);
    expect(exportReply.body.error).toBe("Exporting isn't allowed for trial users");
    const schedule = await server.request('POST', '/scheduled_exports', {
      token: trial,
      body: { date_range_legend: 'seven_days', email_frequency: 'daily', email_subject: 'Weekly', scheduled_time: '09:00', export_type: 'reviews', recipient_emails: ['trial@pinecrest.test'] },
    });
    expect(schedule.status).toBe(403);
    expect(await server.db.selectFrom('export_files').select('id').where('account_id', '=', pinecrestId).execute()).toEqual([]);
    // The admin of the trial cannot grant it; the provider can.
    expect((await setSetting(trial, pinecrestId, 'trial_export', 'true')).status).toBe(403);
    await server.db.updateTable('account_settings').set({ value: 'true' }).where('account_id', '=', pinecrestId).where('code', '=', 'trial_export').execute();
    expect((await server.request('POST', `/export_files/${pinecrestId}`, { token: trial, body: { resource: 'reviews' } })).status).toBe(201);
  });

  it('an active account exports whatever its trial_export says', async () => {
    await server.db.updateTable('account_settings').set({ value: 'false' }).where('account_id', '=', harborId).where('code', '=', 'trial_export').execute();
    expect((await server.request('POST', `/export_files/${harborId}`, { token: admin, body: { resource: 'groups' } })).status).toBe(201);
  });
});
