import type { AuthContext, RequestContext } from './handler-types.js';
import { accountInactive, forbidden, notFound, unauthorized } from './http-error.js';

type WithAuth = Pick<RequestContext, 'auth'>;

/** The caller's AuthContext; throws 401 if the operation was (wrongly) reached without one. */
export function requireAuth(ctx: WithAuth): AuthContext {
  if (!ctx.auth) throw unauthorized();
  return ctx.auth;
}

/**
 * The account a list or create works on (P7-009): the requested one when the session may touch it
 * (its own account, or a child of a parent account), else 403. Defaults to the session's account.
 */
export function scopeAccountId(ctx: WithAuth, requested?: number | null): number {
  const auth = requireAuth(ctx);
  if (requested === undefined || requested === null) return auth.account.id;
  if (!auth.accountIds.includes(requested)) throw forbidden('You do not have access to this account');
  assertAccountActive(auth, requested);
  return requested;
}

/** 402 when the account a call targets is inactive (a parent acting on an inactive child), like the session's own. */
export function assertAccountActive(auth: AuthContext, accountId: number): void {
  if (auth.inactiveAccountIds.includes(accountId)) throw accountInactive();
}

/** Throws 404 for a row of an account the session may not touch: never reveal that it exists. */
export function assertAccountAccess(ctx: WithAuth, rowAccountId: number, what = 'Resource'): void {
  const auth = requireAuth(ctx);
  if (!auth.accountIds.includes(rowAccountId)) throw notFound(what);
  assertAccountActive(auth, rowAccountId);
}
