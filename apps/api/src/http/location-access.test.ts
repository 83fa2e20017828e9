import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type QueryValue, type TestReply, type TestServer } from '../testing/http-harness.js';
import { accountIdOf, userIdOf } from '../testing/test-accounts.js';

/**
 * Issue 29: a user limited to chosen locations and groups sees nothing outside them. This walks every GET of
 * the contract: each is either location-scoped (called below as the limited user, and its reply searched for
 * any location outside the assignment, by id and by name) or exempt with the reason. A new operation fails
 * the first test until it is classified.
 */

/** Operations whose replies hold no location-bearing rows, with why. */
const EXEMPT: Readonly<Record<string, string>> = {
  getSession: 'the caller\'s own session',
  checkPasswordReset: 'public; a reset token',
  listAccounts: 'accounts, not locations',
  getAccount: 'an account',
  getSetupProgress: 'the account\'s set-up checklist (counts only whether anything exists)',
  listAccountSettings: 'account settings',
  listAccountExperiments: 'account experiments',
  listUsers: 'users',
  getUser: 'a user',
  getReviewAlert: 'a user\'s alert settings (group ids the user chose)',
  getLocationAccess: 'the assignment itself',
  listUserTypes: 'lookup',
  getProfile: 'a profile',
  getUiSettings: 'the caller\'s own interface settings',
  listIntegrations: 'the account\'s integration catalogue (account-wide connections)',
  oauthCallback: 'public; the OAuth state is the credential',
  getLocalListingProvider: 'the account\'s listing provider',
  searchNpi: 'the national provider registry, not the account\'s data',
  getNpi: 'the national provider registry',
  getLocationBillingPreview: 'the account\'s bill for its location count',
  listSources: 'lookup',
  getSource: 'lookup',
  listCountries: 'lookup',
  getCountry: 'lookup',
  listStates: 'lookup',
  listCategories: 'lookup',
  getCategory: 'lookup',
  listTags: 'tag names of the account',
  checkUrls: 'checks whether a URL answers; reads no location rows',
  listOauthTokens: 'integrations',
  getMyWhitelabel: 'branding',
  listWhitelabels: 'public branding',
  listUserPreferences: 'the caller\'s own preferences',
  listResponseTemplates: 'reply templates',
  getBenchmark: 'industry figures, not the account\'s',
  getExportFile: 'the caller\'s export; its rows were read with the location scope when made',
  fetchExportFileData: 'public; the e-mailed link of an export made with the scope',
  listScheduledExports: 'the caller\'s scheduled exports (settings); each run reads with the scope',
  listRequestTemplates: 'message templates',
  getRequestTemplate: 'a message template',
  listDoNotContact: 'the account\'s do-not-contact list (people, not locations)',
  downloadDoNotContactCsv: 'the do-not-contact list',
  downloadRecipientTemplateCsv: 'an empty template',
  downloadFailedUploadRecipientsCsv: 'the caller\'s own failed upload',
  getRequestPage: 'the landing page\'s settings',
  getLanding: 'public; a recipient\'s token',
  listMicrosurveys: 'surveys are account-wide; their responses are scoped',
  getMicrosurvey: 'a survey\'s questions',
  getPublicMicrosurvey: 'public; a survey\'s token',
  listMediaCategories: 'lookup',
  getMediaFile: 'public; a file key from a scoped listing',
  subscribeChannel: 'an event stream of the caller\'s own uploads',
  triageGet: 'public diagnostics',
  health: 'public health check',
  listWidgets: 'widget settings (the embed editor reads locations through listLocations)',
  getWidget: 'widget settings',
  listLocationCustomTargets: 'the account\'s score targets and weights (one entry, no locations)',
  listCampaignRecipients: 'recipients of a campaign reached through getCampaign, which is scoped',
};

interface Fixture {
  account: number;
  groupIn: number;
  groupOut: number;
  locationIn: number;
  locationOut: number;
  reviewIn: number;
  reviewOut: number;
  keyword: string;
  microsurvey: number;
  campaignOut: number | null;
}

/**
 * One call of an operation: where, with what, and whether it must be a 404 (a by-id call outside the
 * assignment; an unlimited user then gets the row, unless `stream`: an event stream that stays open).
 */
interface Call {
  path: string;
  query?: Record<string, QueryValue>;
  notFound?: boolean;
  stream?: boolean;
}

const metrics = (f: Fixture, path: string): Call[] => [{ path: path.replace('{account_id}', String(f.account)) }];

/** The location-scoped GETs and how to call them. */
const SCOPED: Readonly<Record<string, (f: Fixture) => Call[]>> = {
  listGroups: () => [{ path: '/groups', query: { per_page: 100 } }],
  getGroup: (f) => [{ path: `/groups/${f.groupIn}` }, { path: `/groups/${f.groupOut}`, notFound: true }],
  listLocations: (f) => [{ path: '/locations', query: { per_page: 100 } }, { path: '/locations', query: { group_id: f.groupOut } }],
  getLocation: (f) => [{ path: `/locations/${f.locationIn}` }, { path: `/locations/${f.locationOut}`, notFound: true }],
  getLocationDiff: (f) => [{ path: `/locations/${f.locationOut}/diff`, notFound: true }],
  listLocationSourceOverrides: (f) => [{ path: '/location_source_overrides' }, { path: '/location_source_overrides', query: { location_id: f.locationOut } }],
  listLocalListingLocations: (f) => metrics(f, '/local_listings/metrics/{account_id}/locations'),
  getLocalListingOverview: (f) => metrics(f, '/local_listings/metrics/{account_id}/overview'),
  getLocalListingSync: (f) => [{ path: `/local_listings/locations/${f.locationOut}/directories/google`, notFound: true }],
  getLocalListingEligibility: (f) => [{ path: `/local_listings/eligible_locations/${f.locationIn}` }, { path: `/local_listings/eligible_locations/${f.locationOut}`, notFound: true }],
  getLocalListingHistory: (f) => [{ path: `/local_listings/locations/${f.locationIn}/history` }, { path: `/local_listings/locations/${f.locationOut}/history`, notFound: true }],
  getLocalListingIntegrationOverview: (f) => [{ path: '/local_listings/integration_overview', query: { account_id: f.account } }],
  listSpecialHours: (f) => [{ path: '/special_hours' }, { path: '/special_hours', query: { location_id: f.locationOut } }],
  listIssues: (f) => [{ path: '/issues' }, { path: '/issues', query: { location_id: f.locationOut } }],
  listReviews: (f) => [{ path: '/reviews', query: { per_page: 100 } }, { path: '/reviews', query: { location_id: f.locationOut } }, { path: '/reviews', query: { group_id: f.groupOut } }],
  getReview: (f) => [{ path: `/reviews/${f.reviewIn}` }, { path: `/reviews/${f.reviewOut}`, notFound: true }],
  streamReview: (f) => [{ path: `/reviews/${f.reviewOut}/stream`, notFound: true, stream: true }],
  listReviewEvents: (f) => [{ path: `/reviews/${f.reviewIn}/events` }, { path: `/reviews/${f.reviewOut}/events`, notFound: true }],
  listMentionedKeywords: (f) => [{ path: `/insights/${f.account}/mentioned` }, { path: `/insights/${f.account}/mentioned`, query: { location_id: f.locationOut } }],
  listCategoryRank: (f) => [{ path: `/insights/${f.account}/category_rank` }],
  getKeywordDetail: (f) => [{ path: `/insights/${f.account}/keywords/${encodeURIComponent(f.keyword)}` }],
  listKeywordReviews: (f) => [{ path: `/insights/${f.account}/keywords/${encodeURIComponent(f.keyword)}/reviews`, query: { per_page: 100 } }],
  listReviewKeywords: (f) => [{ path: `/review/${f.reviewOut}/keywords`, notFound: true }],
  getMetricsOverview: (f) => metrics(f, '/metrics/{account_id}/overview'),
  getMetricsTrend: (f) => metrics(f, '/metrics/{account_id}/overview/breakdown'),
  getMetricsSources: (f) => metrics(f, '/metrics/{account_id}/sources'),
  listMetricsLocations: (f) => [{ path: `/metrics/${f.account}/location`, query: { per_page: 100 } }],
  listMetricsGroups: (f) => [{ path: `/metrics/${f.account}/group`, query: { per_page: 100 } }],
  listLocationPerformance: () => [{ path: '/location_performance_overview', query: { per_page: 100 } }],
  listLocationScores: (f) => [{ path: `/location_score/${f.account}/locations`, query: { per_page: 100 } }],
  listGroupScores: (f) => [{ path: `/location_score/${f.account}/groups`, query: { per_page: 100 } }],
  exportLocationPerformanceCsv: () => [{ path: '/location_performance_overview/csv' }],
  exportLocationScoresCsv: () => [{ path: '/location_score/export/locations/csv' }],
  exportGroupScoresCsv: () => [{ path: '/location_score/export/groups/csv' }],
  exportLocationMetricsCsv: () => [{ path: '/export/csv/location_metrics' }],
  exportGroupMetricsCsv: () => [{ path: '/export/csv/group_metrics' }],
  listCampaigns: () => [{ path: '/campaigns', query: { per_page: 100 } }],
  getCampaign: (f) => (f.campaignOut === null ? [] : [{ path: `/campaigns/${f.campaignOut}`, notFound: true }]),
  listReviewRequests: () => [{ path: '/review_requests', query: { per_page: 100 } }],
  listCampaignReports: (f) => [{ path: `/reports/${f.account}/campaigns` }],
  getCampaignOverview: (f) => [{ path: `/reports/${f.account}/campaign/overview` }],
  downloadCampaignsCsv: () => [{ path: '/export/csv/campaigns' }],
  getMicrosurveySummary: (f) => [{ path: `/microsurveys/${f.microsurvey}/summary` }],
  listMicrosurveyResponses: (f) => [{ path: `/microsurveys/${f.microsurvey}/responses`, query: { per_page: 100 } }],
  downloadMicrosurveyCustomAttributesCsv: (f) => [{ path: '/export/csv/microsurvey_custom_attributes', query: { microsurvey_id: f.microsurvey } }],
  listMedia: () => [{ path: '/media', query: { per_page: 100 } }],
  // Its rows name reviews, not locations: the test below checks them.
  listReviewTags: () => [{ path: '/review_tags', query: { per_page: 100 } }],
};

/** Location ids a reply names: `location_id`, `location_ids`, `active_location_ids`, a `location` object, `_embedded.locations`. */
function locationIdsIn(value: unknown, key = '', found: number[] = []): number[] {
  if (Array.isArray(value)) {
    if (key === 'location_ids' || key === 'active_location_ids') found.push(...value.filter((v): v is number => typeof v === 'number'));
    else for (const item of value) locationIdsIn(item, key === 'locations' ? 'location' : key, found);
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (key === 'location' && typeof record['id'] === 'number') found.push(record['id']);
    for (const [name, inner] of Object.entries(record)) {
      if (name === 'location_id' && typeof inner === 'number') found.push(inner);
      else locationIdsIn(inner, name, found);
    }
  }
  return found;
}

describe('location access per user (issue 29)', () => {
  let server: TestServer;
  let admin: string;
  let limited: string;
  let user: string;
  let fixture: Fixture;
  let allowed: Set<number>;
  let all: { id: number; name: string }[];

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db;
    admin = await server.login('admin@harbor.test');
    const account = await accountIdOf(db, 'Harbor Dental Group');
    all = await db.selectFrom('locations').select(['id', 'name']).where('account_id', '=', account).orderBy('id').execute();
    const members = await db.selectFrom('group_locations').select(['group_id', 'location_id']).where('account_id', '=', account).execute();
    const groupIds = [...new Set(members.map((m) => m.group_id))].sort((a, b) => a - b);
    const membersOf = (group: number) => members.filter((m) => m.group_id === group).map((m) => m.location_id);
    // The smallest group, plus one location outside it.
    const groupIn = groupIds.reduce((best, g) => (membersOf(g).length < membersOf(best).length ? g : best));
    const extra = all.find((l) => !membersOf(groupIn).includes(l.id));
    if (!extra) throw new Error('The demo account needs a location outside its smallest group');
    allowed = new Set([...membersOf(groupIn), extra.id]);
    const groupOut = groupIds.find((g) => membersOf(g).every((id) => !allowed.has(id)));
    const locationOut = all.find((l) => !allowed.has(l.id));
    if (groupOut === undefined || !locationOut) throw new Error('The demo account needs a group and a location outside the assignment');
    const reviewAt = async (inside: boolean) =>
      (await db.selectFrom('reviews').select('id').where('account_id', '=', account)
        .where('location_id', inside ? 'in' : 'not in', [...allowed]).orderBy('id').executeTakeFirstOrThrow()).id;
    const keyword = await db.selectFrom('review_keywords').select('keyword').where('account_id', '=', account).where('location_id', 'not in', [...allowed])
      .executeTakeFirstOrThrow();
    const microsurvey = await db.selectFrom('microsurveys').select('id').where('account_id', '=', account).orderBy('id').executeTakeFirstOrThrow();
    const campaign = await db.selectFrom('campaigns').select('id').where('account_id', '=', account).where('location_id', 'not in', [...allowed])
      .orderBy('id').executeTakeFirst();
    fixture = {
      account, groupIn, groupOut, locationIn: extra.id, locationOut: locationOut.id, reviewIn: await reviewAt(true), reviewOut: await reviewAt(false),
      keyword: keyword.keyword, microsurvey: microsurvey.id, campaignOut: campaign?.id ?? null,
    };
    const limitedId = await userIdOf(db, 'limited@harbor.test');
    const put = await server.request('PUT', `/users/${limitedId}/location_access`, {
      token: admin, body: { location_ids: [extra.id], group_ids: [groupIn] },
    });
    expect(put.status).toBe(200);
    limited = await server.login('limited@harbor.test');
    user = await server.login('user@harbor.test');
  });
  afterAll(() => server?.close());

  /** Outside locations whose names no allowed location's name contains (so finding one in a reply is a leak). */
  const outsideNames = () => {
    const inside = all.filter((l) => allowed.has(l.id)).map((l) => l.name);
    return all.filter((l) => !allowed.has(l.id) && !inside.some((name) => name.includes(l.name))).map((l) => l.name);
  };

  it('classifies every GET of the contract as location-scoped or exempt', () => {
    const gets = server.contract.operations.filter((op) => op.method === 'GET').map((op) => op.operationId).sort();
    const classified = [...Object.keys(SCOPED), ...Object.keys(EXEMPT)].sort();
    expect(gets.filter((id) => !classified.includes(id))).toEqual([]);
    expect(classified.filter((id) => !gets.includes(id))).toEqual([]);
    expect(Object.keys(SCOPED).filter((id) => id in EXEMPT)).toEqual([]);
  });

  it('walks every location-scoped GET as a limited user and finds nothing outside the assignment', { timeout: 300_000 }, async () => {
    const leaks: string[] = [];
    const names = outsideNames();
    for (const [operationId, callsOf] of Object.entries(SCOPED)) {
      for (const call of callsOf(fixture)) {
        const reply: TestReply = await server.request('GET', call.path, { token: limited, query: call.query });
        const what = `${operationId} ${call.path} ${JSON.stringify(call.query ?? {})}`;
        if (call.notFound) {
          if (reply.status !== 404) leaks.push(`${what}: ${reply.status}, not 404`);
          // The row exists: the 404 comes from the assignment, not from missing data.
          const unlimited = call.stream ? null : await server.request('GET', call.path, { token: user, query: call.query });
          if (unlimited && unlimited.status !== 200) leaks.push(`${what}: ${unlimited.status} for an unlimited user, so the 404 proves nothing`);
          continue;
        }
        if (reply.status !== 200) {
          leaks.push(`${what}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`);
          continue;
        }
        const outside = locationIdsIn(reply.body).filter((id) => !allowed.has(id));
        if (outside.length > 0) leaks.push(`${what}: locations ${[...new Set(outside)].join(', ')}`);
        const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
        const named = names.filter((name) => text.includes(name));
        if (named.length > 0) leaks.push(`${what}: names ${named.slice(0, 3).join('; ')}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('counts only the assigned locations\' reviews', async () => {
    const limitedTotal = (await server.request('GET', '/reviews', { token: limited, query: { per_page: 1 } })).body._total;
    const expected = await server.db.selectFrom('reviews').select((eb) => eb.fn.countAll<string>().as('n'))
      .where('account_id', '=', fixture.account).where('location_id', 'in', [...allowed]).executeTakeFirstOrThrow();
    expect(limitedTotal).toBe(Number(expected.n));
    const locations = await server.request('GET', '/locations', { token: limited, query: { per_page: 100 } });
    expect(locations.body._embedded.locations.map((l: { id: number }) => l.id).sort((a: number, b: number) => a - b)).toEqual([...allowed].sort((a, b) => a - b));
  });

  it('figures of a user limited to one location equal an admin\'s filtered to that location', { timeout: 120_000 }, async () => {
    const limitedId = await userIdOf(server.db, 'limited@harbor.test');
    const only = fixture.locationIn;
    const limit = (body: unknown) => server.request('PUT', `/users/${limitedId}/location_access`, { token: admin, body });
    expect((await limit({ location_ids: [only], group_ids: [] })).status).toBe(200);
    try {
      const a = fixture.account;
      const figures = [
        `/metrics/${a}/overview`, `/metrics/${a}/overview/breakdown`, `/metrics/${a}/sources`, `/local_listings/metrics/${a}/overview`,
        `/reports/${a}/campaign/overview`, `/insights/${a}/category_rank`, `/insights/${a}/mentioned`, `/microsurveys/${fixture.microsurvey}/summary`,
      ];
      // Links repeat the query; the listings overview details the location a filter names (none for the limited user).
      const figuresOf = (body: Record<string, unknown>) => ({ ...body, _links: undefined, locations: undefined });
      const differing: string[] = [];
      for (const path of figures) {
        const mine = await server.request('GET', path, { token: limited });
        const filtered = await server.request('GET', path, { token: admin, query: { location_id: only } });
        expect([path, mine.status, filtered.status]).toEqual([path, 200, 200]);
        if (JSON.stringify(figuresOf(mine.body)) !== JSON.stringify(figuresOf(filtered.body))) differing.push(path);
      }
      expect(differing).toEqual([]);
    } finally {
      expect((await limit({ location_ids: [fixture.locationIn], group_ids: [fixture.groupIn] })).status).toBe(200);
    }
  });

  it('lists only the tags of the assigned locations\' reviews', async () => {
    const tagged = await server.db.selectFrom('review_tags as t').innerJoin('reviews as r', 'r.id', 't.review_id')
      .select(['t.review_id', 'r.location_id']).where('t.account_id', '=', fixture.account).execute();
    expect(tagged.some((t) => !allowed.has(t.location_id))).toBe(true);
    const reply = await server.request('GET', '/review_tags', { token: limited, query: { per_page: 100 } });
    const locationOf = new Map(tagged.map((t) => [t.review_id, t.location_id]));
    const listed = reply.body._embedded.review_tags.map((t: { review_id: number }) => locationOf.get(t.review_id));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((id: number) => !allowed.has(id))).toEqual([]);
  });

  it('an unlimited user still sees every location', async () => {
    const locations = await server.request('GET', '/locations', { token: user, query: { per_page: 100 } });
    expect(locations.body._total).toBe(all.length);
    expect((await server.request('GET', `/locations/${fixture.locationOut}`, { token: user })).status).toBe(200);
    expect((await server.request('GET', `/reviews/${fixture.reviewOut}`, { token: user })).status).toBe(200);
  });
});
