import type { Schemas } from '@locus/api-client';

/** Fixed alert settings for tests: user 11 of account 3 with the defaults (never saved). */
export const reviewAlertFixture = (overrides: Partial<Schemas['ReviewAlert']> = {}): Schemas['ReviewAlert'] => ({
  user_id: 11,
  account_id: 3,
  email: 'admin@harbor.test',
  enabled: false,
  ratings: 'all',
  group_ids: [],
  updated_at: null,
  unsubscribed_at: null,
  ...overrides,
});

/** The account's groups as GET /groups lists them. */
export const ALERT_GROUPS_FIXTURE = [
  { id: 4, account_id: 3, name: 'North', active_location_ids: [1, 2] },
  { id: 5, account_id: 3, name: 'South', active_location_ids: [3] },
] satisfies Partial<Schemas['Group']>[];
