import { createFakeApi, failure, sentRequest } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TARGETS } from '../model/score-rules.js';
import {
  groupRow, locationRow, metricsGroupRow, metricsGroupsReply, metricsLocationRow, metricsLocationsReply, performanceReply, targetSettings, targetsReply,
} from '../testing/fixtures.js';
import { createScoringApi } from './scoring-client.js';

const FILTER = { start_date: '2026-01-01', end_date: '2026-06-30', group_id: 3, source_id: 4 };
const links = { self: { href: '/x' } };

describe('createScoringApi', () => {
  it('sends each call to its path with the account, its query or body', async () => {
    // No replies: what is sent is the point here.
    const fake = createFakeApi();
    const api = createScoringApi(fake.client);
    const calls = [
      () => api.overview(10, FILTER),
      () => api.trend(10, FILTER),
      () => api.sources(10, FILTER),
      () => api.breakdown(10, 'location', { ...FILTER, per_page: 5 }),
      () => api.breakdown(10, 'group', { page: 2 }),
      () => api.performance(10, { ...FILTER, page: 2, per_page: 25, with_lag: true, group_by: 'group', 'sort[by]': 'ranking', 'sort[order]': 'desc' }),
      () => api.locationScores(10, { location_id: 7, per_page: 1 }),
      () => api.groupScores(10, { page: 1 }),
      () => api.targets(10),
      () => api.saveTargets(10, DEFAULT_TARGETS),
      () => api.benchmark('healthcare', { start_date: '2026-01-01', end_date: '2026-06-30' }),
    ];
    for (const call of calls) await call().catch(() => undefined);
    const period = { start_date: '2026-01-01', end_date: '2026-06-30' };
    expect(fake.requests.map(sentRequest)).toEqual([
      { method: 'GET', path: '/metrics/10/overview', query: { ...period, group_id: '3', source_id: '4' } },
      { method: 'GET', path: '/metrics/10/overview/breakdown', query: { ...period, group_id: '3', source_id: '4' } },
      { method: 'GET', path: '/metrics/10/sources', query: { ...period, group_id: '3', source_id: '4' } },
      { method: 'GET', path: '/metrics/10/location', query: { ...period, group_id: '3', source_id: '4', per_page: '5' } },
      { method: 'GET', path: '/metrics/10/group', query: { page: '2' } },
      {
        method: 'GET',
        path: '/location_performance_overview',
        query: {
          account_id: '10', ...period, group_id: '3', source_id: '4', page: '2', per_page: '25', with_lag: 'true', group_by: 'group',
          'sort[by]': 'ranking', 'sort[order]': 'desc',
        },
      },
      { method: 'GET', path: '/location_score/10/locations', query: { location_id: '7', per_page: '1' } },
      { method: 'GET', path: '/location_score/10/groups', query: { page: '1' } },
      { method: 'GET', path: '/location_custom_targets', query: { account_id: '10' } },
      { method: 'PUT', path: '/location_custom_targets', query: { account_id: '10' }, body: DEFAULT_TARGETS },
      { method: 'GET', path: '/benchmark/healthcare', query: period },
    ]);
  });

  it('[F3-038] [F3-041] reads report rows with the id and kind of their view, and the paging', async () => {
    const { client } = createFakeApi({ 'GET /location_performance_overview': performanceReply([locationRow(7), groupRow(3)], 2, 4) });
    const page = await createScoringApi(client).performance(10, {
      page: 2, per_page: 25, with_lag: false, group_by: 'location', 'sort[by]': 'ranking', 'sort[order]': 'desc',
    });
    expect(page.items.map((row) => [row.kind, row.id])).toEqual([['location', 7], ['group', 3]]);
    expect(page).toMatchObject({ page: 2, totalPages: 4, total: 2 });
  });

  it('reads breakdown rows with the id and kind of their view', async () => {
    const { client } = createFakeApi({
      'GET /metrics/{account_id}/location': metricsLocationsReply([metricsLocationRow(7)]),
      'GET /metrics/{account_id}/group': metricsGroupsReply([metricsGroupRow(3)]),
    });
    const api = createScoringApi(client);
    expect((await api.breakdown(10, 'location', {})).items.map((row) => [row.kind, row.id])).toEqual([['location', 7]]);
    expect((await api.breakdown(10, 'group', {})).items.map((row) => [row.kind, row.id])).toEqual([['group', 3]]);
  });

  it('reads location and group scores with their ids', async () => {
    const score = { value: 80, legacy_value: 70, target_value: 30, subscores: [] };
    const { client } = createFakeApi({
      'GET /location_score/{account_id}/locations': { status: 200, body: { _embedded: { locations: [{ location_id: 7, location_name: 'A', rank: 1, score }] }, _total: 1, _total_pages: 1, _page: 1, _links: links } },
      'GET /location_score/{account_id}/groups': { status: 200, body: { _embedded: { groups: [{ group_id: 3, group_name: 'G', location_count: 2, rank: 1, score }] }, _total: 1, _total_pages: 1, _page: 1, _links: links } },
    });
    const api = createScoringApi(client);
    expect((await api.locationScores(10, {})).items.map((row) => row.id)).toEqual([7]);
    expect((await api.groupScores(10, {})).items.map((row) => row.id)).toEqual([3]);
  });

  it('[F7-062] reads the first entry of the targets list, null without one', async () => {
    const first = targetSettings({ avg_rating: 4.8 });
    const one = createFakeApi({ 'GET /location_custom_targets': targetsReply([first, targetSettings()]) });
    expect(await createScoringApi(one.client).targets(10)).toEqual(first);
    const none = createFakeApi({ 'GET /location_custom_targets': targetsReply([]) });
    expect(await createScoringApi(none.client).targets(10)).toBeNull();
  });

  it("rejects with the server's error", async () => {
    const { client } = createFakeApi({ 'PUT /location_custom_targets': failure(400, 'avg_rating_weight: weights must sum to 1') });
    await expect(createScoringApi(client).saveTargets(10, DEFAULT_TARGETS)).rejects.toThrow('weights must sum to 1');
  });
});
