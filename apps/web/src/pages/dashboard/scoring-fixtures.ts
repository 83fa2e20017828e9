import type { Schemas } from '@locus/api-client';
import type { FakeRoutes } from '@locus/api-client/testing';
import { DEFAULT_TARGETS } from '@locus/scoring';
import { session, settingsReply, signedInRoutes } from '../../testing/signed-in';

const links = { self: { href: '/x' } };
const list = (name: string, rows: unknown[]) => ({
  status: 200 as const,
  body: { _embedded: { [name]: rows }, _total: rows.length, _total_pages: 1, _page: 1, _links: links },
});

export function locationRow(id: number, extra: Partial<Schemas['LocationPerformanceRow']> = {}): Schemas['LocationPerformanceRow'] {
  return {
    rank: id, score: 83.37, legacy_score: 67.74, target_score: 30, score_days: 182, avg_rating: 4, total_reviews: 20, response_rate: 0.9,
    response_time: 3, listings_in_sync: 0.8, media_count: 5, location_id: id, location_name: `Office ${id}`,
    location_address: '1 Main St', location_city: 'Austin', location_state: 'TX', location_zipcode: '78701', ...extra,
  };
}

export const targetSettings = (extra: Partial<Schemas['TargetSettings']> = {}): Schemas['TargetSettings'] => ({
  ...DEFAULT_TARGETS, account_id: 3, is_default: true, updated_at: null, ...extra,
});

/** A signed-in server with the scoring calls; `userType` and the account `settings` as a test needs them. */
export function scoringRoutes(
  options: { userType?: Schemas['AuthSessionCreated']['user_type']; settings?: string[]; permissions?: Schemas['AuthSessionCreated']['permissions'] } = {},
): FakeRoutes {
  const base = session({ user_type: options.userType ?? 'admin' });
  const s = options.permissions ? session({ user_type: base.user_type, permissions: { ...base.permissions, ...options.permissions } }) : base;
  return {
    ...signedInRoutes(s),
    'GET /account_settings': settingsReply(s.account_id, options.settings ?? []),
    'GET /groups': list('groups', []),
    'GET /locations': list('locations', []),
    'GET /sources': list('sources', []),
    'GET /location_performance_overview': ({ query }) =>
      query.get('group_by') === 'group'
        ? list('location_performance_overview', [])
        : list('location_performance_overview', [locationRow(7, { avg_rating: 4.5 }), locationRow(8, { score: 61.2 })]),
    'GET /location_custom_targets': list('location_custom_targets', [targetSettings()]),
    'PUT /location_custom_targets': ({ body }) => ({ status: 200, body: { ...targetSettings(), ...(body as object), is_default: false } }),
  };
}
