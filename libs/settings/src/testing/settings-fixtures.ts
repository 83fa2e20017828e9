import type { Account, Profile } from '../ports/settings-api.js';

export function profileFixture(overrides: Partial<Profile> = {}): Profile {
  return { id: 31, user_id: 21, account_id: 1, name: 'Uma Patel', phone: '(555) 201-3300', timezone: 'America/New_York', title: 'Patient Experience Coordinator', ...overrides };
}

export function accountFixture(overrides: Partial<Account> = {}): Account {
  return {
    id: 1,
    name: 'Harbor Dental Group',
    kind: 'regular',
    status: 'active',
    parent_id: null,
    vertical: 'healthcare',
    segment: null,
    trial_started_at: null,
    trial_ended_at: null,
    total_locations: 12,
    customer_success_manager_id: null,
    customer_success_manager_name: null,
    review_status_label_id: null,
    billing_provider: null,
    is_whitelabel: false,
    time_zone: 'America/New_York',
    logo_url: null,
    created_at: '2025-01-06T15:00:00.000Z',
    ...overrides,
  };
}
