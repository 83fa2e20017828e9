import type { User, UserType } from '../ports/users-api.js';

/** Harbor's users as GET /users returns them (fixed dates). */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 2,
    account_id: 1,
    email: 'manager@harbor.test',
    name: 'Maya Manager',
    profile_name: 'Maya Manager',
    user_type_id: 5,
    user_type: 'manager',
    status: 'active',
    profile_id: 12,
    shadow_user_id: null,
    confirmed_at: '2026-01-02T10:00:00Z',
    created_at: '2026-01-01T10:00:00Z',
    last_sign_in_at: '2026-11-20T15:00:00Z',
    is_account_owner: false,
    ...overrides,
  };
}

export const testTypes: UserType[] = [
  { id: 5, code: 'manager', name: 'Manager' },
  { id: 6, code: 'admin', name: 'Admin' },
  { id: 2, code: 'read_only', name: 'Read Only' },
];

export const usersPage = (users: User[], totalPages = 1) => ({
  status: 200 as const,
  body: { _embedded: { users }, _total: users.length, _total_pages: totalPages, _links: { self: { href: '/users' } } },
});

export const typesReply = { status: 200 as const, body: { _embedded: { user_types: testTypes }, _total: 3, _total_pages: 1, _links: { self: { href: '/user_types' } } } };

/** An admin's session (user 1, the owner) and a manager's (read only on users). */
export const adminSession = { user_id: 1, permissions: { user: ['create', 'read', 'update', 'delete'] } };
export const managerSession = { user_id: 2, permissions: { user: ['read'] } };
