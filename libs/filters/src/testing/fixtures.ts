import { createMemoryQueryAdapter } from '../model/query.js';
import type { FilterSession } from '../ports/session.js';
import { FilterStore } from '../store/filter-store.js';

/** A signed-in session; `features` lists the settings that are on. */
export function testSession(overrides: Partial<Omit<FilterSession, 'isFeatureEnabled'>> & { features?: string[] } = {}): FilterSession {
  const { features = ['saved_filters', 'scheduled_exports', 'async_file_download'], ...rest } = overrides;
  return {
    account_id: 10,
    user_id: 20,
    email: 'ann@example.com',
    isImpersonated: false,
    isWhitelabel: false,
    user_type: 'admin',
    account: { status: 'active' },
    ...rest,
    isFeatureEnabled: (name) => features.includes(name),
  };
}

/** The tests' today: 15 May 2024, 10:00 local time. */
export const TEST_NOW = new Date(2024, 4, 15, 10);

/** The reviews page's filter bar over an in-memory URL, on TEST_NOW. */
export const reviewsFilters = (query: Record<string, string> = {}): FilterStore =>
  new FilterStore({ adapter: createMemoryQueryAdapter(query), page: 'reviews', now: () => TEST_NOW });
