import { unwrap, type ApiClient, type Schemas } from '@locus/api-client';
import { readListPage, type ListPage } from '@locus/resources';
import type { PerformanceRow, ScoringApi } from '../ports/scoring-api.js';

/** The list's rows with an id of their own, for the paged list's identity. */
function withIds<R, T>(page: ListPage<R>, toRow: (row: R) => T): ListPage<T> {
  return { ...page, items: page.items.map(toRow) };
}

const performanceRow = (row: Schemas['LocationPerformanceRow'] | Schemas['GroupPerformanceRow']): PerformanceRow =>
  'group_id' in row ? { ...row, kind: 'group', id: row.group_id } : { ...row, kind: 'location', id: row.location_id };

/** ScoringApi over the generated client: the contract's paths and queries, typed. */
export function createScoringApi(client: ApiClient): ScoringApi {
  return {
    overview: (account_id, query, signal) =>
      unwrap(client.GET('/metrics/{account_id}/overview', { params: { path: { account_id }, query }, signal })),
    trend: (account_id, query, signal) =>
      unwrap(client.GET('/metrics/{account_id}/overview/breakdown', { params: { path: { account_id }, query }, signal })),
    sources: (account_id, query, signal) =>
      unwrap(client.GET('/metrics/{account_id}/sources', { params: { path: { account_id }, query }, signal })),
    async breakdown(account_id, kind, query, signal) {
      if (kind === 'group') {
        const reply = await unwrap(client.GET('/metrics/{account_id}/group', { params: { path: { account_id }, query }, signal }));
        return withIds(readListPage<Schemas['MetricsGroupRow']>(reply, 'groups'), (row) => ({ ...row, kind: 'group' as const, id: row.group_id }));
      }
      const reply = await unwrap(client.GET('/metrics/{account_id}/location', { params: { path: { account_id }, query }, signal }));
      return withIds(readListPage<Schemas['MetricsLocationRow']>(reply, 'locations'), (row) => ({ ...row, kind: 'location' as const, id: row.location_id }));
    },
    async performance(account_id, query, signal) {
      const reply = await unwrap(client.GET('/location_performance_overview', { params: { query: { account_id, ...query } }, signal }));
      return withIds(readListPage<Schemas['LocationPerformanceRow'] | Schemas['GroupPerformanceRow']>(reply, 'location_performance_overview'), performanceRow);
    },
    async locationScores(account_id, query, signal) {
      const reply = await unwrap(client.GET('/location_score/{account_id}/locations', { params: { path: { account_id }, query }, signal }));
      return withIds(readListPage<Schemas['LocationScore']>(reply, 'locations'), (row) => ({ ...row, id: row.location_id }));
    },
    async groupScores(account_id, query, signal) {
      const reply = await unwrap(client.GET('/location_score/{account_id}/groups', { params: { path: { account_id }, query }, signal }));
      return withIds(readListPage<Schemas['GroupScore']>(reply, 'groups'), (row) => ({ ...row, id: row.group_id }));
    },
    async targets(account_id, signal) {
      const reply = await unwrap(client.GET('/location_custom_targets', { params: { query: { account_id } }, signal }));
      return reply._embedded.location_custom_targets[0] ?? null;
    },
    saveTargets: (account_id, targets) =>
      unwrap(client.PUT('/location_custom_targets', { params: { query: { account_id } }, body: targets })),
    benchmark: (vertical_id, query, signal) =>
      unwrap(client.GET('/benchmark/{vertical_id}', { params: { path: { vertical_id }, query }, signal })),
  };
}
