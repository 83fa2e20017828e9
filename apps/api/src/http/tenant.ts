import type { AuthContext, RequestContext } from './handler-types.js';
import { badRequest, forbidden, notFound } from './http-error.js';
import { assertAccountActive, requireAuth, scopeAccountId } from './scope.js';
import { readInt } from './query-values.js';
import type { Schema } from './schemas.js';

/** The account a tenant list reads: `account_id` from the query (P7-009), else the caller's; another account's is a 403. */
export function listAccountId(ctx: RequestContext): number {
  return scopeAccountId(ctx, readInt(ctx.query, 'account_id') ?? undefined);
}

/**
 * The account a create writes to: `account_id` in the body or the query (the spec's calls send it in the body),
 * else the caller's; an account the caller may not touch is a 403, two different values a 400.
 */
export function bodyAccountId(ctx: RequestContext): number {
  const fromBody = readInt((ctx.body ?? {}) as Record<string, unknown>, 'account_id');
  const fromQuery = readInt(ctx.query, 'account_id');
  if (fromBody !== null && fromQuery !== null && fromBody !== fromQuery) {
    throw badRequest('account_id differs between the body and the query', 'account_id');
  }
  return scopeAccountId(ctx, fromBody ?? fromQuery ?? undefined);
}

/** Throws 404 for a missing row or one outside the caller's accounts (we never reveal it exists elsewhere). */
export function found<T extends { account_id: number }>(auth: AuthContext, row: T | undefined, what: string): T {
  if (!row || !auth.accountIds.includes(row.account_id)) throw notFound(what);
  assertAccountActive(auth, row.account_id);
  return row;
}

/** Account administration (settings, users, the account's name) is for admins (support acts as admin when shadowing). */
export function requireAdmin(ctx: RequestContext): AuthContext {
  const auth = requireAuth(ctx);
  if (!isAdmin(auth)) throw forbidden();
  return auth;
}

export function isAdmin(auth: AuthContext): boolean {
  return auth.user.userTypeCode === 'admin' || auth.user.userTypeCode === 'support';
}

/** The id route parameter, as an integer (the contract coerces it; a 404 when it is nonsense). */
export function idParam(ctx: RequestContext, what: string): number {
  const id = Number(ctx.params['id']);
  if (!Number.isInteger(id)) throw notFound(what);
  return id;
}

/** Sets 201 for a create and returns the body. */
export function created<T>(ctx: RequestContext, body: T): T {
  ctx.reply.code(201);
  return body;
}

/** Sets 202 for a request taken in to be carried out later, and gives the reply saying so (the same whatever happens next). */
export function accepted(ctx: RequestContext): Schema<'Accepted'> {
  ctx.reply.code(202);
  return { accepted: true };
}
