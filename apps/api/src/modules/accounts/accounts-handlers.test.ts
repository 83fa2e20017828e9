import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf } from '../../testing/test-accounts.js';

describe('accounts', () => {
  let server: TestServer;
  let admin: string;
  let partner: string;
  let harborId: number;
  let summitId: number;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, partner] = [await server.login('admin@harbor.test'), await server.login('partner@summit.test')];
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    summitId = await accountIdOf(server.db, 'Summit Partners');
  });
  afterAll(() => server?.close());

  it('[P7-033] lists a parent\'s children with parent_id, sorted by name', async () => {
    const reply = await server.request('GET', '/accounts', { token: partner, query: { parent_id: summitId } });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('listAccounts', 200, reply.body);
    expect(reply.body._embedded.accounts.map((a: { name: string }) => a.name)).toEqual(['Summit Auto Group', 'Summit Family Dental', 'Summit Senior Living']);
    expect(reply.body._embedded.accounts.every((a: { parent_id: number }) => a.parent_id === summitId)).toBe(true);
  });

  it('[P7-033] another account\'s parent_id is a 403; without it a regular account sees itself', async () => {
    const refused = await server.request('GET', '/accounts', { token: admin, query: { parent_id: summitId } });
    expect(refused.status).toBe(403);
    const own = await server.request('GET', '/accounts', { token: admin });
    expect(own.body._embedded.accounts.map((a: { id: number }) => a.id)).toEqual([harborId]);
  });

  it('[P7-035] getAccount reads total_locations and is_whitelabel', async () => {
    const reply = await server.request('GET', `/accounts/${harborId}`, { token: admin });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('getAccount', 200, reply.body);
    expect(reply.body).toMatchObject({ id: harborId, name: 'Harbor Dental Group', total_locations: 48, is_whitelabel: false });
    const northwind = await server.login('admin@northwind.test');
    const nwId = await accountIdOf(server.db, 'Northwind Reviews');
    expect((await server.request('GET', `/accounts/${nwId}`, { token: northwind })).body.is_whitelabel).toBe(true);
  });

  it('[P7-034] a parent reads its child with parent_id; another account is a 404', async () => {
    const childId = await accountIdOf(server.db, 'Summit Senior Living');
    const child = await server.request('GET', `/accounts/${childId}`, { token: partner, query: { parent_id: summitId } });
    expect(child.status).toBe(200);
    expect(child.body.total_locations).toBe(6);
    expect((await server.request('GET', `/accounts/${harborId}`, { token: partner })).status).toBe(404);
    expect((await server.request('GET', `/accounts/${childId}`, { token: admin })).status).toBe(404);
  });

  it('an admin renames the account; a manager may not', async () => {
    const renamed = await server.request('PATCH', `/accounts/${harborId}`, { token: admin, body: { name: 'Harbor Dental Group LLC' } });
    expect(renamed.status).toBe(200);
    server.expectMatchesContract('updateAccount', 200, renamed.body);
    expect(renamed.body.name).toBe('Harbor Dental Group LLC');
    const manager = await server.login('manager@harbor.test');
    expect((await server.request('PATCH', `/accounts/${harborId}`, { token: manager, body: { name: 'Mine' } })).status).toBe(403);
    await server.request('PATCH', `/accounts/${harborId}`, { token: admin, body: { name: 'Harbor Dental Group' } });
  });

  it('[P7-036] setup progress is computed from the account\'s data', async () => {
    const reply = await server.request('GET', `/accounts/${harborId}/setup_progress`, { token: admin });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('getSetupProgress', 200, reply.body);
    const facebook = await server.db.selectFrom('oauth_tokens').select('id').where('account_id', '=', harborId).where('source_code', '=', 'facebook').execute();
    expect(reply.body).toMatchObject({ multiple_users_in_account_exists: true, facebook_integration_exists: facebook.length > 0 });
    const pinecrest = await server.login('trial@pinecrest.test');
    const pinecrestId = await accountIdOf(server.db, 'Pinecrest Eats');
    const trial = await server.request('GET', `/accounts/${pinecrestId}/setup_progress`, { token: pinecrest });
    expect(trial.body).toMatchObject({ facebook_integration_exists: false, multiple_users_in_account_exists: false });
    // The trial's Google URLs are scanned and a step is left: the checklist stage.
    expect(trial.body).toMatchObject({ google_url_scanned: true, stage: 2 });
  });

  it('[P3-057] [F3-030] ask_campaigns_exist follows the account\'s campaigns: a draft does not count, a sent one does', async () => {
    const pinecrest = await server.login('trial@pinecrest.test');
    const pinecrestId = await accountIdOf(server.db, 'Pinecrest Eats');
    await server.db.deleteFrom('campaigns').where('account_id', '=', pinecrestId).execute();
    const progress = async () => (await server.request('GET', `/accounts/${pinecrestId}/setup_progress`, { token: pinecrest })).body;
    expect((await progress()).ask_campaigns_exist).toBe(false);
    const location = await server.db.selectFrom('locations').select('id').where('account_id', '=', pinecrestId).executeTakeFirstOrThrow();
    const draft = { account_id: pinecrestId, location_id: location.id, name: 'Spring ask' };
    await server.db.insertInto('campaigns').values(draft).execute();
    expect((await progress()).ask_campaigns_exist).toBe(false);
    await server.db.insertInto('campaigns').values({ ...draft, status: 'sent', sent_at: new Date() }).execute();
    expect((await progress()).ask_campaigns_exist).toBe(true);
  });

  it('[P7-031] account settings come 250 to a page; an admin updates one (string value)', async () => {
    const reply = await server.request('GET', '/account_settings', { token: admin, query: { account_id: harborId } });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('listAccountSettings', 200, reply.body);
    const total = await server.db.selectFrom('account_settings').select('id').where('account_id', '=', harborId).execute();
    expect(reply.body._total).toBe(total.length);
    expect(reply.body._embedded.account_settings.length).toBe(Math.min(total.length, 250));
    // An admin may change the account's preferences (the flags are the provider's: provider-settings.test.ts).
    const setting = reply.body._embedded.account_settings.find((s: { code: string }) => s.code === 'async_file_download');
    const updated = await server.request('PATCH', `/account_settings/${setting.id}`, { token: admin, body: { value: 'false' } });
    expect(updated.status).toBe(200);
    server.expectMatchesContract('updateAccountSetting', 200, updated.body);
    expect(updated.body.value).toBe('false');
    const byCode = await server.request('GET', '/account_settings', { token: admin, query: { code: setting.code } });
    expect(byCode.body._embedded.account_settings).toEqual([updated.body]);
  });

  it('another account\'s setting is a 404 to update', async () => {
    const other = await server.db.selectFrom('account_settings').select('id').where('account_id', '!=', harborId).executeTakeFirstOrThrow();
    expect((await server.request('PATCH', `/account_settings/${other.id}`, { token: admin, body: { value: 'true' } })).status).toBe(404);
  });

  it('[P7-037] lists account experiments', async () => {
    const reply = await server.request('GET', '/account_experiments', { token: admin });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('listAccountExperiments', 200, reply.body);
    expect(reply.body._embedded.account_experiments.map((e: { code: string }) => e.code)).toEqual(['new_dashboard', 'review_reply_suggestions']);
  });
});
