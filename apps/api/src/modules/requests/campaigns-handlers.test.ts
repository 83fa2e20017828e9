import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf } from '../../testing/test-accounts.js';
import { CAMPAIGN_SEND_JOB } from './request-links.js';
import { requestLocations, setFlag, storeUpload } from './requests-test-data.js';

type Location = { id: number; name: string };
const DAY_MS = 24 * 60 * 60 * 1000;

describe('request campaigns', () => {
  let server: TestServer;
  let admin: string;
  let manager: string;
  let user: string;
  let readOnly: string;
  let harborId: number;
  let pinecrestId: number;
  let located: Location;
  let siteless: Location;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin@harbor.test');
    manager = await server.login('manager@harbor.test');
    user = await server.login('user@harbor.test');
    readOnly = await server.login('readonly@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    pinecrestId = await accountIdOf(server.db, 'Pinecrest Eats');
    ({ withSites: located, withoutSites: siteless } = await requestLocations(server, harborId));
  });
  afterAll(() => server?.close());

  const createDraft = async (body: Record<string, unknown> = {}, token = user) => {
    const reply = await server.request('POST', '/campaigns', { token, body: { account_id: harborId, location_id: located.id, ...body } });
    expect(reply.status).toBe(201);
    server.expectMatchesContract('createCampaign', 201, reply.body);
    return reply.body as { id: number } & Record<string, unknown>;
  };
  const putRecipients = (id: number, recipients: unknown[], token = user) =>
    server.request('PUT', `/campaigns/${id}/recipients`, { token, body: { recipients } });
  const send = (id: number, body: Record<string, unknown> = {}, token = user) => server.request('POST', `/campaigns/${id}/send`, { token, body });
  /** A draft that may be sent: a recipient, a subject and a message, at the location with review sites. */
  const completeDraft = async (body: Record<string, unknown> = {}) => {
    const draft = await createDraft({ subject: 'How did we do?', content: 'Hi {customer_name}', ...body });
    expect((await putRecipients(draft.id, [{ name: 'Ann Lee', email: 'ann@example.com' }])).status).toBe(200);
    return draft;
  };
  const sendJobs = (campaignId: number) =>
    server.db.selectFrom('jobs').selectAll().where('kind', '=', CAMPAIGN_SEND_JOB).where((eb) => eb(eb.ref('payload', '->>').key('campaign_id'), '=', String(campaignId))).execute();

  it('[P4-016] [P3-032] [P3-033] [P3-034] a new campaign is a draft asking the location\'s sites by NPS, named after the location and the day, sent as the location', async () => {
    const draft = await createDraft();
    const today = new Date().toISOString().slice(0, 10);
    expect(draft).toMatchObject({
      account_id: harborId, location_id: located.id, location_name: located.name, status: 'draft', auto_select_sources: true,
      feedback_configuration: { selector_type: 'nps' }, name: `${located.name} ${today}`, sender_name: located.name, sender_email: null,
      request_type_id: 'email', reminder_days: null, recipient_count: 0, url_ids: [], scheduled_at: null, sent_at: null,
    });
    const got = await server.request('GET', `/campaigns/${draft.id}`, { token: readOnly });
    expect(got.status).toBe(200);
    server.expectMatchesContract('getCampaign', 200, got.body);
    expect(got.body.location_name).toBe(located.name);
  });

  it('[P3-031] keeps the draft\'s fields as written, and a new draft takes the request page\'s reminder', async () => {
    const template = await server.db.insertInto('request_templates').values({ account_id: harborId, request_type: 'email', name: 'For drafts', content: 'x' }).returning('id').executeTakeFirstOrThrow();
    const url = await server.db.selectFrom('urls').select('id').where('location_id', '=', located.id).executeTakeFirstOrThrow();
    const draft = await createDraft({
      name: 'Spring', layout_id: 3, template_id: template.id, subject: 'S', content: 'C', header_text: 'H', header_image: 'https://example.com/h.png',
      use_header_image: true, url_ids: [url.id], auto_select_sources: false, feedback_configuration: { selector_type: 'stars' }, reminder_days: 5,
    });
    expect(draft).toMatchObject({
      name: 'Spring', layout_id: 3, template_id: template.id, subject: 'S', content: 'C', header_text: 'H', header_image: 'https://example.com/h.png',
      use_header_image: true, url_ids: [url.id], auto_select_sources: false, feedback_configuration: { selector_type: 'stars' }, reminder_days: 5,
    });
    await server.db.insertInto('request_pages').values({ account_id: harborId, reminder_days: 3 }).onConflict((oc) => oc.column('account_id').doUpdateSet({ reminder_days: 3 })).execute();
    expect((await createDraft()).reminder_days).toBe(3);
    await server.db.deleteFrom('request_pages').where('account_id', '=', harborId).execute();
  });

  it('refuses another account\'s location (404), template or a site of another location (400 naming the field)', async () => {
    const theirLocation = await server.db.selectFrom('locations').select('id').where('account_id', '=', pinecrestId).executeTakeFirstOrThrow();
    const reply = await server.request('POST', '/campaigns', { token: user, body: { location_id: theirLocation.id } });
    expect(reply.status).toBe(404);
    server.expectMatchesContract('createCampaign', 404, reply.body);
    const theirTemplate = await server.db.insertInto('request_templates').values({ account_id: pinecrestId, request_type: 'email', name: 'Theirs', content: 'x' }).returning('id').executeTakeFirstOrThrow();
    const badTemplate = await server.request('POST', '/campaigns', { token: user, body: { location_id: located.id, template_id: theirTemplate.id } });
    expect(badTemplate.status).toBe(400);
    server.expectMatchesContract('createCampaign', 400, badTemplate.body);
    expect(badTemplate.body.field).toBe('template_id');
    const otherUrl = await server.db.selectFrom('urls').select('id').where('location_id', '<>', located.id).executeTakeFirstOrThrow();
    const badUrl = await server.request('POST', '/campaigns', { token: user, body: { location_id: located.id, url_ids: [otherUrl.id] } });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.field).toBe('url_ids');
  });

  it('SMS needs the sms_requests setting and a sender other than the location needs custom_email (403)', async () => {
    await setFlag(server, harborId, 'sms_requests', false);
    await setFlag(server, harborId, 'custom_email', false);
    try {
      const sms = await server.request('POST', '/campaigns', { token: user, body: { location_id: located.id, request_type_id: 'sms' } });
      expect(sms.status).toBe(403);
      server.expectMatchesContract('createCampaign', 403, sms.body);
      expect(sms.body.error).toMatch(/SMS requests are not enabled/);
      const sender = await server.request('POST', '/campaigns', { token: user, body: { location_id: located.id, sender_name: 'Dr. Smile' } });
      expect(sender.status).toBe(403);
      expect(sender.body.error).toMatch(/custom_email/);
      expect((await server.request('POST', '/campaigns', { token: user, body: { location_id: located.id, sender_email: 'front@harbor.test' } })).status).toBe(403);
      // The location's own name is the default sender, not a custom one.
      expect((await server.request('POST', '/campaigns', { token: user, body: { location_id: located.id, sender_name: located.name } })).status).toBe(201);
    } finally {
      await setFlag(server, harborId, 'sms_requests', true);
      await setFlag(server, harborId, 'custom_email', true);
    }
    const custom = await createDraft({ request_type_id: 'sms', sender_name: 'Dr. Smile', sender_email: 'Front@Harbor.test' });
    expect(custom).toMatchObject({ request_type_id: 'sms', sender_name: 'Dr. Smile', sender_email: 'front@harbor.test' });
  });

  it('a user creates and edits drafts but may not delete them; read-only users only read (403)', async () => {
    expect((await server.request('POST', '/campaigns', { token: readOnly, body: { location_id: located.id } })).status).toBe(403);
    const draft = await createDraft({}, user);
    const saved = await server.request('PUT', `/campaigns/${draft.id}`, { token: user, body: { location_id: located.id, name: 'Renamed', content: 'Hello' } });
    expect(saved.status).toBe(200);
    server.expectMatchesContract('updateCampaign', 200, saved.body);
    expect(saved.body).toMatchObject({ name: 'Renamed', content: 'Hello', status: 'draft' });
    expect((await server.request('PUT', `/campaigns/${draft.id}`, { token: readOnly, body: { location_id: located.id, name: 'x' } })).status).toBe(403);
    expect((await server.request('DELETE', `/campaigns/${draft.id}`, { token: user })).status).toBe(403);
    expect((await server.request('DELETE', `/campaigns/${draft.id}`, { token: manager })).status).toBe(204);
    expect((await server.request('GET', `/campaigns/${draft.id}`, { token: manager })).status).toBe(404);
  });

  it('moving a draft to another location follows with the default sender and drops the old location\'s sites', async () => {
    const url = await server.db.selectFrom('urls').select('id').where('location_id', '=', located.id).executeTakeFirstOrThrow();
    const draft = await createDraft({ url_ids: [url.id], auto_select_sources: false });
    const moved = await server.request('PUT', `/campaigns/${draft.id}`, { token: user, body: { location_id: siteless.id } });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ location_id: siteless.id, location_name: siteless.name, sender_name: siteless.name, url_ids: [] });
  });

  it('lists the account\'s campaigns newest first, by status and location; another account is a 403', async () => {
    const older = await createDraft({ name: 'Older' });
    const newer = await createDraft({ name: 'Newer', location_id: siteless.id });
    const reply = await server.request('GET', '/campaigns', { token: readOnly, query: { account_id: harborId, per_page: 500 } });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('listCampaigns', 200, reply.body);
    const ids = (reply.body._embedded.campaigns as { id: number }[]).map((c) => c.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const atSiteless = await server.request('GET', '/campaigns', { token: readOnly, query: { location_id: siteless.id, status: 'draft', per_page: 500 } });
    const listed = atSiteless.body._embedded.campaigns as { id: number; location_id: number; status: string }[];
    expect(listed.map((c) => c.id)).toContain(newer.id);
    expect(listed.every((c) => c.location_id === siteless.id && c.status === 'draft')).toBe(true);
    expect((await server.request('GET', '/campaigns', { token: readOnly, query: { status: 'sent' } })).body._embedded.campaigns.every((c: { status: string }) => c.status === 'sent')).toBe(true);
    expect((await server.request('GET', '/campaigns', { token: admin, query: { account_id: pinecrestId } })).status).toBe(403);
  });

  it('another account\'s campaign is a 404 on every call', async () => {
    const theirLocation = await server.db.selectFrom('locations').select('id').where('account_id', '=', pinecrestId).executeTakeFirstOrThrow();
    const theirs = await server.db.insertInto('campaigns').values({ account_id: pinecrestId, location_id: theirLocation.id, name: 'Theirs' }).returning('id').executeTakeFirstOrThrow();
    const upload = await storeUpload(server, harborId, 'name,email\nAnn,ann@example.com\n');
    const calls: [string, string, unknown][] = [
      ['GET', `/campaigns/${theirs.id}`, undefined],
      ['PUT', `/campaigns/${theirs.id}`, { location_id: located.id }],
      ['DELETE', `/campaigns/${theirs.id}`, undefined],
      ['GET', `/campaigns/${theirs.id}/recipients`, undefined],
      ['PUT', `/campaigns/${theirs.id}/recipients`, { recipients: [] }],
      ['POST', `/campaigns/${theirs.id}/recipient_uploads`, { upload_id: upload }],
      ['POST', `/campaigns/${theirs.id}/send`, {}],
    ];
    for (const [method, path, body] of calls) {
      expect((await server.request(method, path, { token: admin, ...(body === undefined ? {} : { body }) })).status, `${method} ${path}`).toBe(404);
    }
  });

  it('[P5-026] checks every recipient: the first bad row is a 400 naming it; phones keep their 10 digits', async () => {
    const mail = await createDraft();
    const badEmail = await putRecipients(mail.id, [
      { name: 'A', email: 'a@example.com' }, { name: 'B', email: 'b@example.com' }, { name: 'C', email: 'c@example.com' }, { name: 'D', email: 'd@example' }, { name: 'E', email: 'nope' },
    ]);
    expect(badEmail.status).toBe(400);
    server.expectMatchesContract('replaceCampaignRecipients', 400, badEmail.body);
    expect(badEmail.body.field).toBe('recipients[3].email');
    expect((await putRecipients(mail.id, [{ name: ' ', email: 'a@example.com' }])).body.field).toBe('recipients[0].name');

    const sms = await createDraft({ request_type_id: 'sms' });
    const badPhone = await putRecipients(sms.id, [{ name: 'A', phone: '(555) 123-4567' }, { name: 'B', phone: '555.123.4568' }, { name: 'C', phone: '555-1234' }]);
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.field).toBe('recipients[2].phone');
    expect((await putRecipients(sms.id, [{ name: 'A', phone: '555 123 45678' }])).body.field).toBe('recipients[0].phone');
    // The other address is optional, but a bad one is reported, not dropped.
    expect((await putRecipients(sms.id, [{ name: 'B', phone: '555.123.4568', email: 'not an e-mail' }])).body.field).toBe('recipients[0].email');
    const good = await putRecipients(sms.id, [{ name: 'A', phone: '(555) 123-4567' }, { name: 'B', phone: '555.123.4568', email: '' }]);
    expect(good.status).toBe(200);
    server.expectMatchesContract('replaceCampaignRecipients', 200, good.body);
    expect(good.body.recipient_count).toBe(2);
    const listed = await server.request('GET', `/campaigns/${sms.id}/recipients`, { token: readOnly });
    expect((listed.body._embedded.recipients as { phone: string; email: string | null }[]).map((r) => [r.phone, r.email])).toEqual([['5551234567', null], ['5551234568', null]]);
  });

  it('takes 10,000 recipients in one PUT, each with its own token, and replaces them on the next', async () => {
    const draft = await createDraft();
    const recipients = Array.from({ length: 10_000 }, (_, i) => ({ name: `Customer ${i}`, email: `customer${i}@example.com` }));
    const started = Date.now();
    const reply = await putRecipients(draft.id, recipients);
    const took = Date.now() - started;
    expect(reply.status).toBe(200);
    expect(reply.body.recipient_count).toBe(10_000);
    const counted = await server.db
      .selectFrom('campaign_recipients')
      .select((eb) => [eb.fn.countAll<string>().as('rows'), eb.fn.count<string>('token').distinct().as('tokens')])
      .where('campaign_id', '=', draft.id)
      .executeTakeFirstOrThrow();
    expect(Number(counted.rows)).toBe(10_000);
    expect(Number(counted.tokens)).toBe(10_000);
    expect(took).toBeLessThan(30_000);
    // A CSV may not take the campaign past 10,000.
    const upload = await storeUpload(server, harborId, 'name,email\nOne more,onemore@example.com\n');
    const over = await server.request('POST', `/campaigns/${draft.id}/recipient_uploads`, { token: user, body: { upload_id: upload } });
    expect(over.status).toBe(400);
    expect(over.body.field).toBe('upload_id');
    const replaced = await putRecipients(draft.id, recipients.slice(0, 3));
    expect(replaced.body.recipient_count).toBe(3);
  }, 60_000);

  it('[P3-035] appends a CSV\'s good rows, keeps the bad ones, and adds listed people as skipped', async () => {
    await server.db.insertInto('do_not_contact').values([{ account_id: harborId, phone: '5550000001' }, { account_id: harborId, phone: '5550000002', reason: 'unsubscribed' }]).execute();
    const sms = await createDraft({ request_type_id: 'sms' });
    expect((await putRecipients(sms.id, [{ name: 'Already', phone: '5559990000' }])).status).toBe(200);
    const upload = await storeUpload(
      server,
      harborId,
      'Name,Email,PHONE\r\nBea Ruiz,bea@example.com,(555) 111-2222\r\nNo Phone,np@example.com,555-12\r\n,nameless@example.com,5551113333\r\nListed,,555-000-0001\r\nGone,,5550000002\r\n',
    );
    const reply = await server.request('POST', `/campaigns/${sms.id}/recipient_uploads`, { token: user, body: { upload_id: upload } });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('uploadCampaignRecipients', 200, reply.body);
    expect(reply.body).toEqual({ upload_id: upload, total_successful_recipients: 1, total_failed_recipients: 2, total_do_not_contact: 1, total_unsubscribed: 1, recipient_count: 4 });
    const listed = await server.request('GET', `/campaigns/${sms.id}/recipients`, { token: user });
    server.expectMatchesContract('listCampaignRecipients', 200, listed.body);
    expect((listed.body._embedded.recipients as { name: string; status: string }[]).map((r) => [r.name, r.status])).toEqual([
      ['Already', 'pending'], ['Bea Ruiz', 'pending'], ['Listed', 'skipped_do_not_contact'], ['Gone', 'skipped_unsubscribed'],
    ]);
    const skipped = await server.request('GET', `/campaigns/${sms.id}/recipients`, { token: user, query: { status: 'skipped_do_not_contact' } });
    expect((skipped.body._embedded.recipients as { name: string }[]).map((r) => r.name)).toEqual(['Listed']);
    const stored = await server.db.selectFrom('recipient_uploads').select('failed_rows').where('upload_id', '=', upload).executeTakeFirstOrThrow();
    expect(stored.failed_rows.map((r) => [r.line, r.reason])).toEqual([[3, 'The phone is not 10 digits'], [4, 'The name is missing']]);
  });

  it('refuses a file without the columns (400 naming upload_id) and another account\'s upload (404)', async () => {
    const draft = await createDraft();
    const noColumns = await storeUpload(server, harborId, 'first,last\nAnn,Lee\n');
    const reply = await server.request('POST', `/campaigns/${draft.id}/recipient_uploads`, { token: user, body: { upload_id: noColumns } });
    expect(reply.status).toBe(400);
    server.expectMatchesContract('uploadCampaignRecipients', 400, reply.body);
    expect(reply.body.field).toBe('upload_id');
    expect(reply.body.error).toMatch(/name and email or phone/);
    const theirs = await storeUpload(server, pinecrestId, 'name,email\nAnn,ann@example.com\n');
    expect((await server.request('POST', `/campaigns/${draft.id}/recipient_uploads`, { token: user, body: { upload_id: theirs } })).status).toBe(404);
  });

  it('derives each recipient\'s outcome from the furthest step it reached', async () => {
    const draft = await createDraft();
    const names = ['not sent', 'sent', 'opened', 'clicked', 'feedback', 'unsubscribed'];
    await putRecipients(draft.id, names.map((name, i) => ({ name, email: `o${i}@example.com` })));
    const at = new Date('2026-01-05T10:00:00Z');
    const rows = await server.db.selectFrom('campaign_recipients').select(['id', 'name']).where('campaign_id', '=', draft.id).orderBy('id').execute();
    const steps = ['sent_at', 'opened_at', 'clicked_at', 'feedback_at', 'unsubscribed_at'] as const;
    for (const [i, row] of rows.entries()) {
      const set = Object.fromEntries(steps.slice(0, i).map((s) => [s, at]));
      // The furthest step wins even when an earlier one is missing (a customer may unsubscribe without opening).
      if (row.name === 'unsubscribed') Object.assign(set, { opened_at: null, clicked_at: null, feedback_at: null });
      if (Object.keys(set).length > 0) await server.db.updateTable('campaign_recipients').set(set).where('id', '=', row.id).execute();
    }
    const listed = await server.request('GET', `/campaigns/${draft.id}/recipients`, { token: user });
    expect((listed.body._embedded.recipients as { outcome: string }[]).map((r) => r.outcome)).toEqual(['not_sent', 'sent', 'opened', 'clicked_site', 'feedback', 'unsubscribed']);
  });

  it('[P4-016] send checks the draft is complete: 422 naming the first missing part', async () => {
    const draft = await createDraft();
    const empty = await send(draft.id);
    expect(empty.status).toBe(422);
    server.expectMatchesContract('sendCampaign', 422, empty.body);
    expect(empty.body).toMatchObject({ field: 'recipients', error: 'Add at least one recipient' });
    await putRecipients(draft.id, [{ name: 'Ann', email: 'ann@example.com' }]);
    expect((await send(draft.id)).body).toMatchObject({ field: 'content', error: 'Write the message' });
    await server.request('PUT', `/campaigns/${draft.id}`, { token: user, body: { location_id: located.id, content: 'Hi' } });
    expect((await send(draft.id)).body.field).toBe('subject');
    await server.request('PUT', `/campaigns/${draft.id}`, { token: user, body: { location_id: siteless.id, subject: 'Hello' } });
    const noSite = await send(draft.id);
    expect(noSite.status).toBe(422);
    expect(noSite.body.field).toBe('url_ids');
    await server.request('PUT', `/campaigns/${draft.id}`, { token: user, body: { location_id: siteless.id, auto_select_sources: false } });
    expect((await send(draft.id)).body.field).toBe('url_ids');
    expect(await sendJobs(draft.id)).toHaveLength(0);
    expect((await server.request('GET', `/campaigns/${draft.id}`, { token: user })).body.status).toBe('draft');
  });

  it('sends now: status sending, the location\'s valid sites stored Google first, and exactly one send job', async () => {
    const draft = await completeDraft();
    const reply = await send(draft.id);
    expect(reply.status).toBe(202);
    server.expectMatchesContract('sendCampaign', 202, reply.body);
    expect(reply.body.status).toBe('sending');
    const sites = await server.db
      .selectFrom('urls as u').innerJoin('sources as s', 's.id', 'u.source_id').select(['u.id', 's.code'])
      .where('u.location_id', '=', located.id).where('u.status', '=', 'valid').where('u.url', 'is not', null).execute();
    expect([...reply.body.url_ids].sort()).toEqual(sites.map((s) => s.id).sort());
    const google = sites.find((s) => s.code === 'google');
    if (google) expect(reply.body.url_ids[0]).toBe(google.id);
    const again = await send(draft.id);
    expect(again.status).toBe(409);
    const jobs = await sendJobs(draft.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ status: 'pending', payload: { campaign_id: draft.id } });
    expect(Math.abs(new Date(jobs[0]?.run_at ?? 0).getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('schedules within 90 days in the future only (400 naming scheduled_at), with the job due then', async () => {
    const draft = await completeDraft();
    for (const at of [new Date(Date.now() - 60_000), new Date(Date.now() + 91 * DAY_MS)]) {
      const reply = await send(draft.id, { scheduled_at: at.toISOString() });
      expect(reply.status).toBe(400);
      server.expectMatchesContract('sendCampaign', 400, reply.body);
      expect(reply.body.field).toBe('scheduled_at');
    }
    const when = new Date(Date.now() + 3 * DAY_MS);
    const reply = await send(draft.id, { scheduled_at: when.toISOString() });
    expect(reply.status).toBe(202);
    expect(reply.body).toMatchObject({ status: 'scheduled', scheduled_at: when.toISOString() });
    const jobs = await sendJobs(draft.id);
    expect(jobs).toHaveLength(1);
    expect(new Date(jobs[0]?.run_at ?? 0).toISOString()).toBe(when.toISOString());
  });

  it('[P4-017] a campaign that is no longer a draft cannot change (409); a scheduled one may be deleted with its job, a sending one not', async () => {
    const scheduled = await completeDraft();
    await send(scheduled.id, { scheduled_at: new Date(Date.now() + DAY_MS).toISOString() });
    const upload = await storeUpload(server, harborId, 'name,email\nAnn,ann@example.com\n');
    const edit = await server.request('PUT', `/campaigns/${scheduled.id}`, { token: user, body: { location_id: located.id, name: 'Late' } });
    expect(edit.status).toBe(409);
    server.expectMatchesContract('updateCampaign', 409, edit.body);
    expect(edit.body.error).toBe('This campaign is no longer a draft');
    expect((await putRecipients(scheduled.id, [])).status).toBe(409);
    expect((await server.request('POST', `/campaigns/${scheduled.id}/recipient_uploads`, { token: user, body: { upload_id: upload } })).status).toBe(409);
    expect((await send(scheduled.id)).status).toBe(409);

    expect(await sendJobs(scheduled.id)).toHaveLength(1);
    expect((await server.request('DELETE', `/campaigns/${scheduled.id}`, { token: manager })).status).toBe(204);
    expect(await sendJobs(scheduled.id)).toHaveLength(0);

    const sending = await completeDraft();
    await send(sending.id);
    const refused = await server.request('DELETE', `/campaigns/${sending.id}`, { token: manager });
    expect(refused.status).toBe(409);
    server.expectMatchesContract('deleteCampaign', 409, refused.body);
    expect(await sendJobs(sending.id)).toHaveLength(1);
  });
});
