import type { FilterSession } from '../ports/session.js';

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
