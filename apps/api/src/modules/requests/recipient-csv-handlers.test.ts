import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { parseCsv } from '../../testing/csv-text.js';
import { accountIdOf } from '../../testing/test-accounts.js';
import { storeUpload } from './requests-test-data.js';

describe('the recipients CSV files', () => {
  let server: TestServer;
  let user: string;
  let harborId: number;
  let pinecrestId: number;

  beforeAll(async () => {
    server = await startTestServer();
    user = await server.login('user@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    pinecrestId = await accountIdOf(server.db, 'Pinecrest Eats');
  });
  afterAll(() => server?.close());

  it('[P7-079] the template has the columns name, email, phone and one example row an upload accepts', async () => {
    const reply = await server.request('GET', '/export/csv/recipient_template', { token: user });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(reply.headers.get('content-disposition')).toBe('attachment; filename="recipients-template.csv"');
    const rows = parseCsv(reply.body as string);
    expect(rows[0]).toEqual(['name', 'email', 'phone']);
    expect(rows).toHaveLength(2);

    // The template itself, uploaded, is one good recipient.
    const location = await server.db.selectFrom('locations').select('id').where('account_id', '=', harborId).executeTakeFirstOrThrow();
    const draft = await server.request('POST', '/campaigns', { token: user, body: { location_id: location.id } });
    const upload = await storeUpload(server, harborId, reply.body as string);
    const result = await server.request('POST', `/campaigns/${draft.body.id}/recipient_uploads`, { token: user, body: { upload_id: upload } });
    expect(result.body).toMatchObject({ total_successful_recipients: 1, total_failed_recipients: 0 });
  });

  it('[P7-079] [P3-035] the failed rows of an upload: line, name, email, phone and why', async () => {
    await server.db.insertInto('do_not_contact').values({ account_id: harborId, email: 'listed@example.com' }).execute();
    const location = await server.db.selectFrom('locations').select('id').where('account_id', '=', harborId).executeTakeFirstOrThrow();
    const draft = await server.request('POST', '/campaigns', { token: user, body: { location_id: location.id } });
    const upload = await storeUpload(server, harborId, 'name,email,phone\nAnn Lee,ann@example.com,\nBad Mail,bad@,5551234567\nListed,listed@example.com,\n,noname@example.com,\n');
    const result = await server.request('POST', `/campaigns/${draft.body.id}/recipient_uploads`, { token: user, body: { upload_id: upload } });
    expect(result.body).toMatchObject({ total_successful_recipients: 1, total_failed_recipients: 2, total_do_not_contact: 1, recipient_count: 2 });

    const reply = await server.request('GET', '/export/csv/failed_upload_recipients', { token: user, query: { upload_id: upload } });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-disposition')).toBe('attachment; filename="failed-recipients.csv"');
    expect(parseCsv(reply.body as string)).toEqual([
      ['line', 'name', 'email', 'phone', 'reason'],
      ['3', 'Bad Mail', 'bad@', '5551234567', 'The e-mail address is not valid'],
      ['5', '', 'noname@example.com', '', 'The name is missing'],
    ]);
  });

  it('another account\'s upload, or one never added to a campaign, is a 404', async () => {
    const theirs = await storeUpload(server, pinecrestId, 'name,email\nAnn,bad\n');
    const location = await server.db.selectFrom('locations').select('id').where('account_id', '=', pinecrestId).executeTakeFirstOrThrow();
    const campaign = await server.db.insertInto('campaigns').values({ account_id: pinecrestId, location_id: location.id, name: 'Theirs' }).returning('id').executeTakeFirstOrThrow();
    await server.db.insertInto('recipient_uploads').values({
      account_id: pinecrestId, campaign_id: campaign.id, upload_id: theirs, total_successful: 0, total_failed: 1, total_do_not_contact: 0, total_unsubscribed: 0,
      failed_rows: JSON.stringify([{ line: 2, name: 'Ann', email: 'bad', phone: '', reason: 'The e-mail address is not valid' }]),
    }).execute();
    const reply = await server.request('GET', '/export/csv/failed_upload_recipients', { token: user, query: { upload_id: theirs } });
    expect(reply.status).toBe(404);
    server.expectMatchesContract('downloadFailedUploadRecipientsCsv', 404, reply.body);
    const unused = await storeUpload(server, harborId, 'name,email\n');
    expect((await server.request('GET', '/export/csv/failed_upload_recipients', { token: user, query: { upload_id: unused } })).status).toBe(404);
  });
});
