import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SourceCode } from '../../db/schema.js';
import { parseCsv } from '../../testing/csv-text.js';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf } from '../../testing/test-accounts.js';
import { insertCampaign } from './testing/campaign-fixtures.js';

/** The reports of requests sent in March 2025, far from the demo's own campaigns (dated from the seed's now). */
describe('the request reports', () => {
  let server: TestServer;
  let admin: string;
  let harborId: number;
  let pinecrestId: number;
  let locA: { id: number; name: string };
  let locB: { id: number; name: string };
  const ids: Record<string, number> = {};
  const now = new Date('2025-03-15T12:00:00Z');
  const at = (text: string) => new Date(`2025-${text}Z`);

  beforeAll(async () => {
    server = await startTestServer({ now: () => now });
    const { db } = server;
    admin = await server.login('admin@harbor.test');
    harborId = await accountIdOf(db, 'Harbor Dental Group');
    pinecrestId = await accountIdOf(db, 'Pinecrest Eats');
    [locA, locB] = (await db.selectFrom('locations').select(['id', 'name']).where('account_id', '=', harborId).orderBy('name').limit(2).execute()) as [typeof locA, typeof locB];
    const sent = (day: string) => ({ status: 'sent' as const, sent_at: at(day) });
    const first = await insertCampaign(db, { account_id: harborId, location_id: locA.id, name: 'March A', status: 'sent', sent_at: at('03-11T09:00:00') }, [
      { name: 'Jane Doe', email: 'jane@example.com', ...sent('03-10T09:00:00'), opened_at: at('03-10T10:00:00'), clicked_at: at('03-10T12:00:00') },
      { name: 'Tom Smith', email: 'tom@example.com', ...sent('03-10T09:00:00'), opened_at: at('03-10T10:00:00'), feedback_at: at('03-10T11:00:00'), score: 3 },
      { name: 'Ann Lee', email: 'ann@example.com', ...sent('03-10T09:00:00'), unsubscribed_at: at('03-12T08:00:00') },
      { name: 'Blocked Bo', email: 'bo@example.com', status: 'skipped_do_not_contact' },
      { name: 'Late Larry', phone: '5555550177', ...sent('03-11T09:00:00') },
    ]);
    ids['jane'] = (first.recipientIds[0] as number);
    ids['tom'] = (first.recipientIds[1] as number);
    ids['larry'] = (first.recipientIds[4] as number);
    ids['march-a'] = first.campaignId;
    const second = await insertCampaign(db, { account_id: harborId, location_id: locB.id, name: 'B week', status: 'sent', sent_at: at('03-14T09:00:00'), request_type: 'sms' }, [
      { name: 'Zed Zulu', phone: '5555550178', ...sent('03-14T09:00:00'), opened_at: at('03-14T09:30:00'), clicked_at: at('03-14T09:31:00') },
      { name: 'Yan Young', phone: '5555550179', ...sent('03-14T09:00:00') },
    ]);
    ids['b-week'] = second.campaignId;
    await insertCampaign(db, { account_id: harborId, location_id: locA.id, name: 'January', status: 'sent', sent_at: at('01-05T09:00:00') }, [
      { name: 'Old Olive', email: 'olive@example.com', ...sent('01-05T09:00:00'), clicked_at: at('01-05T10:00:00') },
    ]);
    await insertCampaign(db, { account_id: harborId, location_id: locA.id, name: 'Draft', status: 'draft' }, [{ name: 'Draft Dan', email: 'dan@example.com' }]);

    const source = async (code: SourceCode) => (await db.selectFrom('sources').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
    const review = (location_id: number, source_id: number, author_name: string, published_at: Date) =>
      ({ account_id: harborId, location_id, source_id, rating: 5, author_name, title: null, content: 'Great', published_at, url: null });
    const google = await source('google');
    await db.insertInto('reviews').values([
      review(locA.id, google, 'Jane D.', at('03-12T08:00:00')), // gained: first name and last initial, 2 days after the click
      review(locA.id, google, 'JANE DOE', at('03-13T08:00:00')), // gained too: the same name ignoring case
      review(locA.id, google, 'Jane Doe', at('03-09T08:00:00')), // before the click
      review(locA.id, google, 'Jane Doe', at('04-20T08:00:00')), // more than 30 days after
      review(locB.id, google, 'Jane Doe', at('03-12T08:00:00')), // another location
      review(locA.id, await source('feedback'), 'Jane Doe', at('03-12T09:00:00')), // private feedback never counts
      review(locB.id, google, 'Zed', at('03-15T08:00:00')), // first name alone is not the customer
    ]).execute();
  });
  afterAll(() => server?.close());

  const reports = (query: Record<string, string | number> = {}, accountId = harborId) =>
    server.request('GET', `/reports/${accountId}/campaigns`, { token: admin, query });

  it('[P7-027] lists each campaign sent in the last 30 days with its funnel, newest first', async () => {
    const reply = await reports();
    expect(reply.status).toBe(200);
    server.expectMatchesContract('listCampaignReports', 200, reply.body);
    expect(reply.body._total).toBe(2);
    const [b, a] = reply.body._embedded.campaigns;
    expect(b).toMatchObject({ id: ids['b-week'], name: 'B week', location_id: locB.id, location_name: locB.name, request_type_id: 'sms', status: 'sent', recipients: 2, sent: 2, opened: 1, clicked: 1 });
    expect(a).toMatchObject({ id: ids['march-a'], recipients: 5, sent: 4, skipped: 1, opened: 2, clicked: 1, feedback: 1, unsubscribed: 1 });
  });

  it('sorts by name, sent and clicked, filters by location and dates, and pages', async () => {
    const names = async (query: Record<string, string | number>) => (await reports(query)).body._embedded.campaigns.map((c: { name: string }) => c.name);
    expect(await names({ 'sort[by]': 'name', 'sort[order]': 'asc' })).toEqual(['B week', 'March A']);
    expect(await names({ 'sort[by]': 'sent', 'sort[order]': 'desc' })).toEqual(['March A', 'B week']);
    expect(await names({ location_id: locB.id })).toEqual(['B week']);
    expect(await names({ start_date: '2025-01-01', end_date: '2025-03-31' })).toEqual(['B week', 'March A', 'January']);
    const paged = await reports({ per_page: 1, page: 2 });
    expect(paged.body._embedded.campaigns.map((c: { name: string }) => c.name)).toEqual(['March A']);
    expect(paged.body._total_pages).toBe(2);
    expect((await reports({ 'sort[by]': 'nonsense' })).status).toBe(400);
  });

  it('refuses an account the caller may not touch and a location of another account', async () => {
    expect((await reports({}, pinecrestId)).status).toBe(403);
    const other = await server.db.selectFrom('locations').select('id').where('account_id', '=', pinecrestId).executeTakeFirstOrThrow();
    expect((await reports({ location_id: other.id })).status).toBe(404);
  });

  it('[P7-027] the overview counts the period funnel, the reviews gained by name within 30 days of a click, by location and every day', async () => {
    const reply = await server.request('GET', `/reports/${harborId}/campaign/overview`, { token: admin });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('getCampaignOverview', 200, reply.body);
    const body = reply.body;
    expect(body).toMatchObject({ start_date: '2025-02-13', end_date: '2025-03-15', reviews_gained: 2 });
    expect(body.totals).toEqual({ recipients: 6, sent: 6, skipped: 0, opened: 3, clicked: 2, feedback: 1, unsubscribed: 1 });
    expect(body.by_location).toEqual([
      { location_id: locA.id, location_name: locA.name, recipients: 4, sent: 4, skipped: 0, opened: 2, clicked: 1, feedback: 1, unsubscribed: 1, reviews_gained: 2 },
      { location_id: locB.id, location_name: locB.name, recipients: 2, sent: 2, skipped: 0, opened: 1, clicked: 1, feedback: 0, unsubscribed: 0, reviews_gained: 0 },
    ]);
    expect(body.by_day).toHaveLength(31);
    expect(body.by_day[0]).toEqual({ date: '2025-02-13', sent: 0, opened: 0, clicked: 0, feedback: 0 });
    expect(body.by_day.find((d: { date: string }) => d.date === '2025-03-10')).toEqual({ date: '2025-03-10', sent: 3, opened: 2, clicked: 1, feedback: 1 });
    expect(body.by_day.find((d: { date: string }) => d.date === '2025-03-11')).toEqual({ date: '2025-03-11', sent: 1, opened: 0, clicked: 0, feedback: 0 });

    const atB = await server.request('GET', `/reports/${harborId}/campaign/overview`, { token: admin, query: { location_id: locB.id, start_date: '2025-03-14', end_date: '2025-03-14' } });
    expect(atB.body.totals.recipients).toBe(2);
    expect(atB.body.by_day).toEqual([{ date: '2025-03-14', sent: 2, opened: 1, clicked: 1, feedback: 0 }]);
    const group = await server.db.insertInto('groups').values({ account_id: harborId, name: 'Only B' }).returning('id').executeTakeFirstOrThrow();
    await server.db.insertInto('group_locations').values({ account_id: harborId, group_id: group.id, location_id: locB.id }).execute();
    const inGroup = await server.request('GET', `/reports/${harborId}/campaign/overview`, { token: admin, query: { group_id: group.id } });
    expect(inGroup.body.by_location.map((l: { location_id: number }) => l.location_id)).toEqual([locB.id]);
    expect(inGroup.body.totals.recipients).toBe(2);
    expect((await server.request('GET', `/reports/${pinecrestId}/campaign/overview`, { token: admin })).status).toBe(403);
  });

  it('the history lists the sent requests newest first with their campaign, location and outcome; filters by outcome, campaign and keywords', async () => {
    const history = (query: Record<string, string | number> = {}) => server.request('GET', '/review_requests', { token: admin, query });
    const reply = await history();
    expect(reply.status).toBe(200);
    server.expectMatchesContract('listReviewRequests', 200, reply.body);
    expect(reply.body._total).toBe(6);
    const rows = reply.body._embedded.review_requests;
    expect(rows.map((r: { name: string }) => r.name).slice(0, 3)).toEqual(['Yan Young', 'Zed Zulu', 'Late Larry']);
    expect(rows.find((r: { id: number }) => r.id === ids['tom'])).toMatchObject({ campaign_name: 'March A', location_id: locA.id, location_name: locA.name, request_type_id: 'email', outcome: 'feedback', score: 3 });
    const names = async (query: Record<string, string | number>) => (await history(query)).body._embedded.review_requests.map((r: { name: string }) => r.name);
    expect(await names({ outcome: 'clicked_site' })).toEqual(['Zed Zulu', 'Jane Doe']);
    expect(await names({ outcome: 'unsubscribed' })).toEqual(['Ann Lee']);
    expect(await names({ campaign_id: (ids['b-week'] as number) })).toEqual(['Yan Young', 'Zed Zulu']);
    expect(await names({ keywords: '0177' })).toEqual(['Late Larry']);
    expect(await names({ keywords: 'JANE@' })).toEqual(['Jane Doe']);
    expect(await names({ location_id: locB.id, per_page: 1 })).toEqual(['Yan Young']);
    expect((await history({ account_id: pinecrestId })).status).toBe(403);
  });

  it('[P7-079] downloads the campaign reports of the period as CSV', async () => {
    const reply = await server.request('GET', '/export/csv/campaigns', { token: admin, headers: { accept: 'text/csv' } });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(reply.headers.get('content-disposition')).toBe('attachment; filename="campaigns-2025-03-15.csv"');
    const rows = parseCsv(reply.body as string);
    expect(rows[0]).toEqual(['Campaign', 'Location', 'Type', 'Status', 'Sent at', 'Recipients', 'Sent', 'Skipped', 'Opened', 'Clicked', 'Feedback', 'Unsubscribed']);
    expect(rows.slice(1)).toEqual([
      ['B week', locB.name, 'sms', 'sent', '2025-03-14T09:00:00.000Z', '2', '2', '0', '1', '1', '0', '0'],
      ['March A', locA.name, 'email', 'sent', '2025-03-11T09:00:00.000Z', '5', '4', '1', '2', '1', '1', '1'],
    ]);
  });
});
