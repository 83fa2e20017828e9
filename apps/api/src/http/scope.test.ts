import { describe, expect, it } from 'vitest';
import type { AuthContext } from './handler-types.js';
import { HttpError } from './http-error.js';
import { assertAccountAccess, requireAuth, scopeAccountId } from './scope.js';

const auth = (accountId: number, accountIds: number[]): AuthContext => ({
  sessionId: 1,
  user: { id: 5, email: 'a@b.co', name: 'A', accountId, userTypeCode: 'admin', profileId: null },
  account: { id: accountId, name: 'Acme', kind: accountIds.length > 1 ? 'parent' : 'regular', status: 'active', parentId: null },
  permissions: {},
  accountIds,
  inactiveAccountIds: [],
  isShadowing: false,
  allowedLocationIds: null,
  isImpersonated: false,
  impersonatorUserId: null,
});

const statusOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof HttpError ? error.status : 'other';
  }
  return 'none';
};

describe('scope helpers', () => {
  it('requireAuth refuses a context without auth', () => {
    expect(statusOf(() => requireAuth({ auth: null }))).toBe(401);
    expect(requireAuth({ auth: auth(1, [1]) }).user.id).toBe(5);
  });

  it("[P7-009] scopeAccountId defaults to the session's account", () => {
    expect(scopeAccountId({ auth: auth(1, [1]) })).toBe(1);
    expect(scopeAccountId({ auth: auth(1, [1]) }, null)).toBe(1);
  });

  it('[P7-009] scopeAccountId allows a child of a parent account and refuses any other with 403', () => {
    expect(scopeAccountId({ auth: auth(1, [1, 7]) }, 7)).toBe(7);
    expect(statusOf(() => scopeAccountId({ auth: auth(1, [1]) }, 7))).toBe(403);
  });

  it("assertAccountAccess hides another account's row as 404", () => {
    expect(statusOf(() => assertAccountAccess({ auth: auth(1, [1, 7]) }, 7))).toBe('none');
    expect(statusOf(() => assertAccountAccess({ auth: auth(1, [1]) }, 9))).toBe(404);
  });
});
